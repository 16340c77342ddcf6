import { notFound, redirect } from 'next/navigation'
import { z } from 'zod'
import { carIdParam } from '@/search/carIdParam'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const query = z.object({ car_id: carIdParam })

/** /checkout-journey?car_id={slug} (§2 online purchase): the older address of a car's buy-online page. */
export default async function CheckoutJourneyPage({ searchParams }: Props) {
  const parsed = query.safeParse(await searchParams)
  if (!parsed.success) notFound()
  redirect(`/cars/${parsed.data.car_id}/buy-online`)
}
