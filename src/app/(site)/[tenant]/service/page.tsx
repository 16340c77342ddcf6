import type { Metadata } from 'next'
import { LeadFormPage, type LeadPageProps } from '@/components/leads/LeadFormPage'

export const metadata: Metadata = { title: 'Book a service' }

export default function ServicePage(props: LeadPageProps) {
  return <LeadFormPage {...props} type="service" intro="Tell us about your car and when you would like to bring it in; our service team will confirm a time with you." />
}
