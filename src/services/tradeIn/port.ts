import type { AdjustmentAnswers, Estimate } from '@/domain/tradeIn/valuation'

export type RegoVehicle = { year: number; make: string; model: string; badge?: string | null }

export type ValuationRequest = { year: number; make: string; model: string; badge?: string | null; kms: number; answers: AdjustmentAnswers }

/** Rego lookup and valuation (§4 trade-in flow): a local adapter from platform stock, or a partner service. */
export type TradeInPort = {
  name: string
  lookupRego(rego: string, state: string): Promise<RegoVehicle | null>
  value(request: ValuationRequest): Promise<Estimate | null>
}
