import type { Metadata } from 'next'
import { BlogIndex } from '@/components/content/BlogIndex'

export const metadata: Metadata = { title: 'Vehicle reviews' }

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default function VehicleReviewsPage(props: Props) {
  return <BlogIndex {...props} category="vehicle-reviews" />
}
