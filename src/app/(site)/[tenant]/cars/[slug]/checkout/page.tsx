import type { Metadata } from 'next'
import { CheckoutPage, type CheckoutPageProps } from '@/components/checkout/CheckoutPage'

export const metadata: Metadata = { title: 'Reserve or buy online', robots: { index: false } }

export default function ReservePage(props: CheckoutPageProps) {
  return <CheckoutPage {...props} route="checkout" />
}
