import { z } from 'zod'
import { readNumber } from './limits'

export const creditScores = ['GREAT', 'DECENT', 'POOR'] as const
export type CreditScore = (typeof creditScores)[number]

/** §7 POST /api/youx/quote body; §9 defaults credit GREAT and term 5. */
export const quoteRequestSchema = z.object({
  selfAssessedCreditScore: z.enum(creditScores, 'Choose GREAT, DECENT or POOR.').default('GREAT'),
  purchasePrice: z
    .union([z.number(), z.string().max(20)], 'Enter the purchase price.')
    .transform(readNumber)
    .pipe(z.number('Enter the purchase price.').min(1000, 'Cannot be less than 1,000.').max(1_000_000, 'Cannot be more than $1,000,000.')),
  loanTerm: z.coerce.number('Choose a term of 1 to 7 years.').min(1, 'Choose a term of 1 to 7 years.').max(7, 'Choose a term of 1 to 7 years.').default(5),
  year: z.coerce.number().int().min(1950).max(2100).optional(),
  vin: z.string().trim().max(20).optional(),
  nvic: z.string().trim().max(20).optional(),
  whoIsHelping: z.string().trim().max(60).optional(),
})

export type QuoteRequest = z.output<typeof quoteRequestSchema>
export type Quote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number }

/** What a self-assessed credit score adds to the advertised rate in the local quote. */
export const creditMargin: Record<CreditScore, number> = { GREAT: 0, DECENT: 2, POOR: 5 }
