import type { Metadata } from 'next'
import { LeadFormPage, type LeadPageProps } from '@/components/leads/LeadFormPage'

export const metadata: Metadata = { title: 'Contact us' }

export default function ContactPage(props: LeadPageProps) {
  return <LeadFormPage {...props} type="general" intro="Send us a message and the right person will get back to you, usually within one business day." />
}
