import { notFound } from 'next/navigation'

/** Any path no route claims gets the website's own 404 page, inside its header and footer. */
export default function UnknownPath(): never {
  notFound()
}
