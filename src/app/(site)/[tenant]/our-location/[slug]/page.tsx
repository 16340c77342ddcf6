import { LocationPage, locationMetadata } from '@/components/content/LocationPage'

export const generateMetadata = locationMetadata
export default LocationPage
