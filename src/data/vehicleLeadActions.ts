import type { Website } from '@/payload-types'
import type { VehicleAction } from '@/components/leads/VehicleLeadActions.client'
import { leadFormProps, type FormCar } from './leadForms'

/** The vehicle page's lead buttons (§2): enquire always, test drive where the website books them, photo requests for cars with few photos. */
export async function vehicleLeadActions(website: Website, car: FormCar, options: { enquireText: string; testDrive: boolean; requestPhotos: boolean }): Promise<VehicleAction[]> {
  const [enquiry, testDrive, photos] = await Promise.all([
    leadFormProps(website, 'enquiry', car),
    options.testDrive ? leadFormProps(website, 'test-drive', car) : null,
    options.requestPhotos ? leadFormProps(website, 'request-photos', car) : null,
  ])
  const actions: VehicleAction[] = [{ type: 'enquiry', label: options.enquireText, href: `/contact?car_id=${car.id}`, primary: true, form: enquiry }]
  if (testDrive) actions.push({ type: 'test-drive', label: 'Book a Test Drive', href: `/book-test-drive?car_id=${car.id}`, form: testDrive })
  if (photos) actions.push({ type: 'request-photos', label: 'Request Photos', href: `/contact?car_id=${car.id}&request=photos`, form: photos })
  return actions
}
