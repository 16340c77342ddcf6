import type { Metadata } from 'next'
import Link from 'next/link'
import { z } from 'zod'
import { SignInForm } from '@/components/account/SignInForm.client'
import { safeRedirect, signInTypes } from '@/domain/auth/redirect'

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } }

const why: Record<(typeof signInTypes)[number], string> = {
  watchlist: 'Sign in to save cars to your watchlist.',
  'trade-in': 'Sign in to keep track of your trade-in.',
  checkout: 'Sign in to check out.',
  finance: 'Sign in to see your personalised finance.',
  'spin-to-win': 'Sign in to spin to win.',
  'online-payment': 'Sign in to pay online.',
  'car-finance': 'Sign in to see your car finance.',
  'my-garage': 'Sign in to see your garage.',
}

const query = z.object({ type: z.enum(signInTypes).optional().catch(undefined), redirect: z.string().optional().catch(undefined), back: z.string().optional().catch(undefined) })

/** /sign-in?type=&redirect=&back= (§2): phone one-time code; `redirect` and `back` only ever lead back into this site. */
export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = query.parse(await searchParams)
  const redirect = safeRedirect(params.redirect, '/my-garage')
  const back = safeRedirect(params.back, '/')
  return (
    <div className="container section lead-page">
      <h1>Sign in</h1>
      <p className="lead">{params.type ? why[params.type] : 'Sign in with your mobile number: we text you a code, no password needed.'}</p>
      <SignInForm redirect={redirect} />
      <p>
        <Link href={back} prefetch={false}>
          Go back
        </Link>
      </p>
    </div>
  )
}
