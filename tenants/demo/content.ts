import type { Payload } from 'payload'
import { tradeInFaq } from '@/domain/tradeIn/faq'
import { paragraphs } from './richText'
import type { DemoWebsite } from './websites'

const context = { seeding: true }
const banner = (size: 'hero' | 'promo' | 'card', hex: string) => `/placeholders/banners/${size}-${hex.replace('#', '')}.svg`
const day = 86_400_000

async function once(payload: Payload, collection: 'pages' | 'posts' | 'promos' | 'brands', where: Record<string, unknown>, data: Record<string, unknown>) {
  const found = await payload.find({ collection, where: where as never, limit: 1, depth: 0, draft: true, context })
  if (found.docs[0]) return found.docs[0]
  return payload.create({ collection, data: data as never, depth: 0, context })
}

function homeLayout(site: DemoWebsite) {
  const caravans = site.template === 'caravan'
  const group = site.template === 'group'
  const colour = site.theme.primary
  const noun = caravans ? 'caravan' : 'car'
  return [
    {
      blockType: 'heroSlider',
      size: 'hero720',
      slides: [
        { heading: site.tagline, text: `Browse every ${noun} we have in stock, with drive-away prices and finance estimates on each one.`, imageUrl: banner('hero', colour), buttonLabel: 'Browse our stock', buttonHref: '/search/new-used-and-demo-cars' },
        { heading: 'Sell or trade your car', text: 'Get an online offer in minutes, whether you buy from us or not.', imageUrl: banner('hero', site.theme.accent), buttonLabel: 'Value my car', buttonHref: '/sell-my-car' },
      ],
    },
    { blockType: 'stockGrid', heading: 'Latest arrivals', sort: 'latest', limit: 6, showCount: true, carousel: false },
    ...(caravans ? [{ blockType: 'priceRangeSearch', presets: 'standard' }] : [{ blockType: 'bodyTypeSearch', heading: 'Search by body type', bodies: ['SUV', 'Sedan', 'Hatch', 'Ute', 'Wagon', 'Van'], showCounts: true }]),
    { blockType: 'promotions', heading: 'Current offers' },
    ...(group ? [{ blockType: 'salesCounter', label: 'cars sold across the Summit group today', perDay: 192 }] : []),
    { blockType: 'stockGrid', heading: 'Specials', sort: 'price_asc', limit: 6, showCount: true, carousel: true, specialsOnly: true },
    { blockType: 'featureBanner' },
    { blockType: 'budgetSearch', carTypeLabel: noun },
    ...(group ? [{ blockType: 'brandGrid', sections: ['car', 'motorcycle', 'truck', 'ours'] }, { blockType: 'statsBanner' }] : []),
    { blockType: 'reviewBadge' },
    { blockType: 'reviewList', heading: 'What our customers say', limit: 4 },
    { blockType: 'locationCards', heading: 'Our Locations', filter: 'all', layout: group ? 'carousel' : 'grid', buttons: ['contact', 'details', 'directions', 'service'] },
    { blockType: 'blogCards', heading: 'From our blog', limit: 3 },
    { blockType: 'cardsAccepted', heading: 'We accept', cards: ['visa', 'mastercard', 'amex', 'eftpos'] },
  ]
}

const contentPages = (site: DemoWebsite) => [
  {
    slug: 'warranty',
    title: 'Warranty',
    summary: 'Peace of mind on every car we sell.',
    text: [`Every new car from ${site.name} carries the full factory warranty, and our used cars come with a statutory warranty where the law provides one.`, 'Extended warranty of up to five years is available on most used cars. Ask our team for the terms that apply to the car you like.'],
  },
  {
    slug: 'capped-price-servicing',
    title: 'Capped price servicing',
    summary: 'Know what each service costs before you book it.',
    text: ['Scheduled servicing at a capped price for the first years or kilometres of your new car, as your manufacturer sets out.', 'Book online and we will confirm the time and the price before we start.'],
  },
  { slug: 'roadside-assist', title: 'Roadside assist', summary: 'Help when you need it, around the clock.', text: ['Roadside assistance is included with every new car for the first year, and renews with each service with us.'] },
  { slug: 'fleet', title: 'Fleet and business', summary: 'Cars and utes for your business, with fleet pricing.', text: ['Our fleet team supplies single vehicles and whole fleets, with registration, delivery and servicing arranged for you.'] },
  { slug: 'teams', title: 'Meet the team', summary: 'The people who look after you.', text: [`Our sales, finance, service and parts teams have looked after ${site.name} customers for years. Ask for anyone by name when you call.`] },
  { slug: 'buying', title: 'Buying from us', summary: 'How buying a car with us works, step by step.', text: ['Choose a car online or in person, take a test drive, value your trade-in and arrange finance, then drive away or have it delivered.', 'Every used car is inspected and comes with a full history report where one is available.'] },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    summary: 'How we collect, use and protect your personal information.',
    text: ['We collect the details you give us in enquiries to answer them, arrange test drives, valuations and finance, and keep you up to date where you ask us to.', 'We never sell your information. You can ask us for a copy of what we hold about you, or to correct it, at any time.'],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and conditions',
    summary: 'The terms of using this website.',
    text: ['Prices, specifications and availability can change without notice. Finance estimates are a guide only and subject to lender approval.', 'Online valuations are estimates until our team has inspected the car.'],
  },
]

const posts = (site: DemoWebsite) => {
  const noun = site.template === 'caravan' ? 'caravan' : 'car'
  return [
    { slug: 'how-to-choose-your-next-family-car', title: `How to choose your next family ${noun}`, category: 'tips', excerpt: `Our guide to choosing a family ${noun}: space, safety ratings, running costs and what to look for on a test drive.` },
    { slug: 'end-of-year-sale-now-on', title: 'End of year sale now on', category: 'news', excerpt: 'Drive-away prices on selected new and demo stock until the end of December, while stock lasts.' },
    { slug: 'what-your-trade-in-is-worth', title: 'What is your trade-in really worth?', category: 'tips', excerpt: 'How dealers value a trade-in, and the five things that make the biggest difference to your offer.' },
    { slug: 'finance-pre-approval-explained', title: 'Finance pre-approval, explained', category: 'tips', excerpt: 'Pre-approval tells you what you can borrow before you choose, with no impact on your credit score.' },
    { slug: 'review-our-most-popular-suv', title: 'Review: our most popular SUV', category: 'vehicle-reviews', excerpt: 'We spent a week with the SUV our customers buy most: comfort, economy, towing and the features that matter.' },
    { slug: 'review-the-best-value-hatch', title: 'Review: the best-value hatch on our lot', category: 'vehicle-reviews', excerpt: 'Small, frugal and surprisingly roomy: why this hatch keeps topping our sales every month of the year.' },
    { slug: 'community-day-this-saturday', title: 'Community day this Saturday', category: 'events', excerpt: `Join the ${site.name} team for a sausage sizzle, test drives and a kids' corner, with proceeds to local charity.` },
  ]
}

const promos = (site: DemoWebsite, now: Date) => [
  { title: 'Finance from 6.29% p.a.', kind: 'tile', position: 8, text: 'Comparison rate 8.19% p.a.* Get pre-approved in minutes.', href: '/finance', cta_label: 'Get pre-approved', starts_at: new Date(now.getTime() - 10 * day).toISOString(), expires_at: new Date(now.getTime() + 40 * day).toISOString() },
  { title: 'Free first service on used cars', kind: 'tile', position: 17, text: 'On every used car bought this month.', href: '/search/used-cars', cta_label: 'See used cars', car_types: ['used'], starts_at: new Date(now.getTime() - 5 * day).toISOString(), expires_at: new Date(now.getTime() + 25 * day).toISOString() },
  { title: 'End of year drive-away deals', kind: 'banner', text: 'Selected new and demo stock at drive-away prices.', href: '/special-offers', cta_label: 'See the deals', image_url: banner('promo', site.theme.primary), starts_at: new Date(now.getTime() - 3 * day).toISOString(), expires_at: new Date(now.getTime() + 39 * day).toISOString() },
  { title: 'Winter service special (ended)', kind: 'banner', text: 'This offer has ended.', href: '/service', cta_label: 'Book a service', image_url: banner('promo', site.theme.accent), starts_at: new Date(now.getTime() - 120 * day).toISOString(), expires_at: new Date(now.getTime() - 30 * day).toISOString() },
  { title: 'New year clearance (coming soon)', kind: 'banner', text: 'Starts on the first of January.', href: '/special-offers', cta_label: 'Be the first to know', image_url: banner('promo', site.theme.accent), starts_at: new Date(now.getTime() + 40 * day).toISOString() },
]

const groupBrands = [
  { title: 'Mazda', section: 'car', make: 'Mazda', text: 'Summit Mazda Brisbane: the full Mazda range, demo and used stock.' },
  { title: 'Hyundai', section: 'car', make: 'Hyundai', text: 'Summit Hyundai Parramatta: new Hyundai, certified used and service.' },
  { title: 'Ford', section: 'car', make: 'Ford', text: 'Summit Ford Dandenong: Ranger, Everest and the Ford commercial range.' },
  { title: 'Yamaha', section: 'motorcycle', make: 'Yamaha', text: 'Road, adventure and LAMS bikes at Summit Motorcycles Gold Coast.' },
  { title: 'Kawasaki', section: 'motorcycle', make: 'Kawasaki', text: 'Kawasaki road and dirt bikes at Summit Motorcycles Gold Coast.' },
  { title: 'Isuzu', section: 'truck', make: 'Isuzu', text: 'Light and medium Isuzu trucks at Summit Trucks Newcastle.' },
  { title: 'Summit Certified', section: 'ours', make: null, text: 'Our own certified pre-owned programme: inspected, serviced and warranted.', skipPage: true, link: '/search/used-cars' },
]

/** Pages, posts, promos and brands for one demo website: a composed home page and everything it links to. */
export async function seedContent(payload: Payload, site: DemoWebsite, tenant: number, makes: Map<string, number>, now: Date) {
  const mine = (slug: string) => ({ and: [{ tenant: { equals: tenant } }, { slug: { equals: slug } }] })
  await once(payload, 'pages', mine('home'), { tenant, title: `${site.name}: new and used cars`, slug: 'home', hideTitle: true, summary: site.tagline, _status: 'published', layout: homeLayout(site) })
  for (const page of contentPages(site)) {
    await once(payload, 'pages', mine(page.slug), { tenant, title: page.title, slug: page.slug, summary: page.summary, content: paragraphs(page.text), _status: 'published', layout: [{ blockType: 'callToAction' }] })
  }
  await once(payload, 'pages', mine('faqs'), {
    tenant,
    title: 'Frequently asked questions',
    slug: 'faqs',
    summary: 'Answers to what our customers ask most.',
    _status: 'published',
    layout: [{ blockType: 'faq', heading: 'Trade-ins and valuations', items: tradeInFaq }, { blockType: 'locationCards', heading: 'Still have a question? Talk to us', filter: 'primary', buttons: ['contact', 'directions'] }],
  })
  await once(payload, 'pages', mine('eofy'), {
    tenant,
    title: 'End of financial year sale',
    slug: 'eofy',
    summary: 'Business buyers: drive-away deals before 30 June.',
    _status: 'published',
    layout: [{ blockType: 'stockGrid', heading: 'On sale now', specialsOnly: true, sort: 'price_asc', limit: 12, showCount: true }, { blockType: 'financeCalculator' }],
  })
  for (const [i, post] of posts(site).entries()) {
    await once(payload, 'posts', mine(post.slug), {
      tenant,
      ...post,
      author: `${site.name} team`,
      published_at: new Date(now.getTime() - (i * 9 + 2) * day).toISOString(),
      image_url: banner('card', i % 2 ? site.theme.accent : site.theme.primary),
      content: paragraphs([post.excerpt, 'Our team is happy to talk it through: call us, send an enquiry, or drop in to any of our locations.']),
      _status: 'published',
    })
  }
  for (const promo of promos(site, now)) await once(payload, 'promos', { and: [{ tenant: { equals: tenant } }, { title: { equals: promo.title } }] }, { tenant, ...promo })
  if (site.template === 'group') {
    for (const [sort, brand] of groupBrands.entries()) {
      await once(payload, 'brands', mine(brand.title.toLowerCase().replace(/\s+/g, '-')), {
        tenant,
        title: brand.title,
        section: brand.section,
        manufacturer: brand.make ? makes.get(brand.make) : undefined,
        logo_url: banner('card', site.theme.primary),
        description: [{ paragraph: brand.text }],
        skipPage: Boolean(brand.skipPage),
        link: brand.link,
        sort,
      })
    }
  }
}
