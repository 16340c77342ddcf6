import { NextResponse, type NextRequest } from 'next/server'
import { signInPhone } from '@/domain/auth/phone'

/**
 * GET /api/check-if-contact-exists?phone_number= (§7). Saying whether a phone has an account would
 * let anyone test numbers, so the answer only says whether the number can receive a code; sign-in
 * then works the same for new and returning shoppers.
 */
export function GET(request: NextRequest) {
  const parsed = signInPhone.safeParse(request.nextUrl.searchParams.get('phone_number') ?? '')
  if (!parsed.success) return NextResponse.json({ error: 'Please enter a valid Australian mobile number.' }, { status: 400 })
  return NextResponse.json({ data: { can_sign_in: true } }, { headers: { 'cache-control': 'no-store' } })
}
