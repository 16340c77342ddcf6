import type { PaymentsPort } from './port'

/**
 * No card payments configured: a reservation holds the car at once and the dealership takes the
 * deposit by phone, as the confirmation page and the dealer's lead both say.
 */
export const offlinePayments: PaymentsPort = {
  name: 'offline',
  startDeposit: async () => null,
  depositPaid: async () => false,
  paidNotice: () => null,
}
