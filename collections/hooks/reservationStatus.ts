import type { CollectionAfterChangeHook } from 'payload'
import type { Reservation } from '@/payload-types'
import { extendHold } from '@/services/checkout/holds'
import { applyReservationStatus } from '@/services/checkout/status'

/** Staff marking a reservation sold or cancelled, or giving it more time, move its car with it. */
export const reservationStatusChanged: CollectionAfterChangeHook<Reservation> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  if (previousDoc?.status !== doc.status) await applyReservationStatus(req.payload, doc, req)
  else if (doc.status === 'held' && doc.held_until && doc.held_until !== previousDoc?.held_until) {
    await extendHold(req.payload, typeof doc.car === 'object' ? doc.car.id : doc.car, doc.reference, new Date(doc.held_until))
  }
  return doc
}
