import type { Metadata } from 'next'
import { LeadFormPage, type LeadPageProps } from '@/components/leads/LeadFormPage'

export const metadata: Metadata = { title: 'Careers' }

export default function CareersPage(props: LeadPageProps) {
  return <LeadFormPage {...props} type="careers" intro="We are always glad to hear from good people. Tell us about yourself and the kind of role you are after." />
}
