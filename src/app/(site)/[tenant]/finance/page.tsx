import type { Metadata } from 'next'
import { FinancePage } from '@/components/finance/FinancePage'

export const metadata: Metadata = { title: 'Car finance' }

export default FinancePage
