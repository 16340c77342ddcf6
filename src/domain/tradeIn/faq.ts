/** §9 trade-in FAQ: no online estimate for cars over 7 years old or with more than 100,000 km. */
export const MAX_ONLINE_AGE_YEARS = 7
export const MAX_ONLINE_KMS = 100_000

export type EstimateRefusal = 'too-old' | 'too-far' | null

export function onlineEstimateRefusal(car: { year: number; kms: number }, now: Date): EstimateRefusal {
  if (now.getFullYear() - car.year > MAX_ONLINE_AGE_YEARS) return 'too-old'
  if (car.kms > MAX_ONLINE_KMS) return 'too-far'
  return null
}

export const refusalText: Record<Exclude<EstimateRefusal, null>, string> = {
  'too-old': `We can't give an online estimate for cars more than ${MAX_ONLINE_AGE_YEARS} years old. Our team will call you with a valuation.`,
  'too-far': `We can't give an online estimate for cars with more than ${MAX_ONLINE_KMS.toLocaleString('en-AU')} km. Our team will call you with a valuation.`,
}

export const tradeInFaq: Array<{ question: string; answer: string }> = [
  {
    question: 'How is my online estimate worked out?',
    answer: 'We compare your car with similar cars sold and listed across our dealer network, adjusted for age, kilometres and the condition you describe.',
  },
  {
    question: 'Why can’t I get an online estimate for my car?',
    answer: `Generally we can't give an online estimate for cars over ${MAX_ONLINE_AGE_YEARS} years old or with more than ${MAX_ONLINE_KMS.toLocaleString('en-AU')} km: their value depends too much on condition. Our team will value it with you instead.`,
  },
  {
    question: 'Is the offer final?',
    answer: 'Your offer is subject to an inspection confirming the details you gave us. If everything matches, that is the price we pay.',
  },
  {
    question: 'What if I still owe money on my car?',
    answer: 'That is fine: we pay out your finance company and give you the difference, or add any shortfall to your new deal.',
  },
]
