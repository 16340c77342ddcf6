import type { Payload } from 'payload'
import { localTradeInAdapter } from './local'
import { partnerTradeInAdapter } from './partner'
import type { TradeInPort } from './port'

let announced = false

/** The partner when TRADEIN_PARTNER_URL is set, the local adapter otherwise (and the log says which). */
export function tradeInPort(payload: Payload): TradeInPort {
  const url = process.env.TRADEIN_PARTNER_URL
  const port = url ? partnerTradeInAdapter(url, process.env.TRADEIN_PARTNER_KEY ?? '') : localTradeInAdapter(payload)
  if (!announced) {
    announced = true
    payload.logger.info(url ? `[trade-in] valuations from the partner at ${new URL(url).host}` : '[trade-in] no TRADEIN_PARTNER_URL set: rego lookup and valuations from platform stock (local adapter)')
  }
  return port
}
