import type { Metadata } from 'next'
import { LeadFormPage, type LeadPageProps } from '@/components/leads/LeadFormPage'

export const metadata: Metadata = { title: 'Parts enquiry' }

export default function PartsPage(props: LeadPageProps) {
  return <LeadFormPage {...props} type="parts" intro="Tell us your car and the parts you need; our parts team will check stock and price for you." />
}
