import type { Metadata } from 'next'
import { CheckoutPage, type CheckoutPageProps } from '@/components/checkout/CheckoutPage'

export const metadata: Metadata = { title: 'Buy online', robots: { index: false } }

export default function BuyOnlinePage(props: CheckoutPageProps) {
  return <CheckoutPage {...props} route="buy-online" />
}
