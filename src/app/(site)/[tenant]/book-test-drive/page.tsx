import type { Metadata } from 'next'
import { LeadFormPage, type LeadPageProps } from '@/components/leads/LeadFormPage'

export const metadata: Metadata = { title: 'Book a test drive' }

export default function BookTestDrivePage(props: LeadPageProps) {
  return <LeadFormPage {...props} type="test-drive" intro="Pick a time that suits you and we will have the car ready. We confirm every booking by your chosen contact method." />
}
