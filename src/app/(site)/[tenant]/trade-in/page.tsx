import type { Metadata } from 'next'
import { TradeInPage } from '@/components/leads/TradeInPage'

export const metadata: Metadata = { title: 'Value your trade-in' }

export default TradeInPage
