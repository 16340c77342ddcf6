import type { Payload, PayloadRequest } from 'payload'
import type { Reservation } from '@/payload-types'
import { releaseHold } from './holds'
import { relationId } from '@/data/relationId'


/**
 * What a reservation's status means for its car: held shows RESERVED on every card and page; sold
 * takes the car off sale; cancelled or expired lets it go back on sale. Staff edits and the checkout
 * flow both come through here.
 */
export async function applyReservationStatus(payload: Payload, reservation: Pick<Reservation, 'car' | 'reference' | 'status'>, req?: Partial<PayloadRequest>): Promise<void> {
  const carId = relationId(reservation.car)
  if (!carId) return
  const update = (data: Record<string, unknown>) => payload.update({ collection: 'cars', id: carId, data, overrideAccess: true, depth: 0, req })
  switch (reservation.status) {
    case 'held':
      await update({ reserved: true })
      return
    case 'sold':
      await releaseHold(payload, carId, reservation.reference)
      await update({ status: 'sold', reserved: false })
      return
    case 'cancelled':
    case 'expired':
      await releaseHold(payload, carId, reservation.reference)
      await update({ reserved: false })
      return
    default:
      return
  }
}
