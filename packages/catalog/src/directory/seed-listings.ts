// The seeded demo directory (issue 18): believable businesses in each of the 19 vendor categories
// across ten US cities, each with a description and services written for its category, a price
// range and local pictures (apps/web/public/directory/<api category>-<n>.svg). Fictional: e-mail
// addresses and websites are under example.com and phone numbers are 555-01xx numbers.
import type { PriceRange } from './price';

export interface DirectoryCity {
  readonly city: string;
  readonly state: string;
  readonly areaCode: string;
  /** How locals describe the setting, used in descriptions ("the Hill Country"). */
  readonly setting: string;
}

export const DIRECTORY_CITIES: readonly DirectoryCity[] = [
  { city: 'Austin', state: 'TX', areaCode: '512', setting: 'the Hill Country' },
  { city: 'Nashville', state: 'TN', areaCode: '615', setting: 'Middle Tennessee' },
  { city: 'Denver', state: 'CO', areaCode: '303', setting: 'the Front Range' },
  { city: 'Charleston', state: 'SC', areaCode: '843', setting: 'the Lowcountry' },
  { city: 'San Diego', state: 'CA', areaCode: '619', setting: 'the Southern California coast' },
  { city: 'Chicago', state: 'IL', areaCode: '312', setting: 'Chicagoland' },
  { city: 'Savannah', state: 'GA', areaCode: '912', setting: 'coastal Georgia' },
  { city: 'Portland', state: 'OR', areaCode: '503', setting: 'the Willamette Valley' },
  { city: 'Asheville', state: 'NC', areaCode: '828', setting: 'the Blue Ridge Mountains' },
  { city: 'Scottsdale', state: 'AZ', areaCode: '480', setting: 'the Sonoran Desert' },
];

interface CategorySeed {
  /** Business names; each becomes one listing. */
  readonly names: readonly string[];
  /** Descriptions; `{city}` and `{setting}` are filled in. */
  readonly descriptions: readonly string[];
  /**
   * Which description each name gets, by index, where the names say what the business is (a
   * vineyard, a barbecue caterer, a sparkler send-off): a vineyard is never described as a loft.
   * Without it, descriptions go to the names in turn.
   */
  readonly descriptionOf?: readonly number[];
  /** Services offered; each listing takes a rotating selection of 3 to 5. */
  readonly services: readonly string[];
  /** Price ranges used in turn. */
  readonly prices: readonly PriceRange[];
}

export const DIRECTORY_SEED: Readonly<Record<string, CategorySeed>> = {
  venue: {
    names: [
      'The Magnolia Barn',
      'Cedar Hollow Estate',
      'Union Street Loft',
      'Willow Creek Vineyard',
      'The Glasshouse at Riverside',
      'Harbor Light Pavilion',
      'Old Mill Gardens',
    ],
    descriptions: [
      'A restored timber barn on twelve acres outside {city}, with a live-oak ceremony lawn, string-lit courtyard and a climate-controlled reception hall for up to 220 guests. Tables, chairs and a day-of venue coordinator are included.',
      'An industrial loft in the heart of {city} with exposed brick, 18-foot windows and a rooftop terrace for cocktail hour. Bring the caterer you love: our kitchen and bar are ready for them.',
      'A working vineyard in {setting} where you marry between the vines at golden hour and dance under the pergola. Rain plan in our glass-walled tasting room; overnight cottages for the couple.',
      'A Georgian-style estate outside {city} with formal gardens, a reflecting-pool ceremony site and a ballroom for up to 250 guests. Exclusive use for the whole weekend, with guest rooms in the main house.',
      'A glass conservatory on the riverbank in {city}, full of light by day and candlelit at night, with a lawn that runs down to the water. Ceremony and reception under one roof for up to 180 guests.',
      'A waterfront pavilion on the {city} harbor with sunset views, open sides that close against the weather and a dock for arriving by boat. Seats up to 200, with in-house catering.',
      'A restored 1880s grist mill and its walled gardens outside {city}: vows by the millpond, dinner in the stone mill house, dancing on the terrace. Up to 160 guests.',
    ],
    descriptionOf: [0, 3, 1, 2, 4, 5, 6],
    services: [
      'Ceremony lawn',
      'Indoor reception hall',
      'Rain plan included',
      'Tables and chairs included',
      'Bridal suite',
      'On-site coordinator',
      'Overnight lodging',
      'Outside catering welcome',
      'Wheelchair accessible',
    ],
    prices: ['$$$', '$$$$', '$$', '$$$'],
  },
  planning: {
    names: [
      'Lark & Linen Events',
      'The Details Co.',
      'Evergreen Wedding Design',
      'Something Blue Planning',
      'North Star Coordination',
      'Marigold Event Studio',
    ],
    descriptions: [
      'Full-service and partial planning for couples who want a calm engagement. We build your budget, shortlist vendors, run every meeting and manage the day so you and your families can simply be there. Based in {city}, planning across {setting}.',
      'Month-of coordination that starts eight weeks out: we confirm every vendor, write the run of show, lead the rehearsal and keep the reception on time. Two coordinators at every {city} wedding.',
      'Destination and multi-day weddings in {setting}, from welcome parties to farewell brunches, with guest travel, room blocks and transportation handled.',
    ],
    services: [
      'Full planning',
      'Partial planning',
      'Month-of coordination',
      'Budget management',
      'Vendor recommendations',
      'Rehearsal direction',
      'Destination weddings',
      'Design and styling',
    ],
    prices: ['$$$', '$$', '$$$$', '$$'],
  },
  catering: {
    names: [
      'Salt & Sage Catering',
      'Hearth Table Kitchen',
      'Blue Plate Events',
      'Smoke Ring Barbecue Co.',
      'Olive Branch Catering',
      'Farm Fork Supper Club',
    ],
    descriptions: [
      'Seasonal, farm-sourced menus served plated, family style or as grazing stations. Our per-person price includes servers, china, glassware and cake cutting, with no surprise service fees. Serving {city} and {setting}.',
      'Slow-smoked brisket, pulled pork and all the sides, carved on site for relaxed {city} receptions. Vegetarian and gluten-free menus for every guest, plus late-night tacos.',
      'Mediterranean-inspired menus with vegan, kosher-style and allergy-aware options. Complimentary tasting for two once you have your date.',
    ],
    descriptionOf: [0, 1, 2, 1, 2, 0],
    services: [
      'Plated dinners',
      'Family-style service',
      'Buffets and stations',
      'Cocktail-hour hors d’oeuvres',
      'Late-night snacks',
      'Vegan and gluten-free menus',
      'Servers and bartenders',
      'Rentals coordination',
      'Complimentary tasting',
    ],
    prices: ['$$', '$$$', '$$', '$$$$'],
  },
  photography: {
    names: [
      'Golden Hour Collective',
      'Juniper & Pine Photography',
      'Candid Frame Studio',
      'Emma Reyes Photography',
      'Silver Thread Photo',
      'Wildflower Lens Co.',
      'Northlight Documentary',
    ],
    descriptions: [
      'Documentary wedding photography that tells the whole story of your day, from the quiet getting-ready moments to the last dance. Every collection includes a second shooter and an online gallery within six weeks. Based in {city}.',
      'Light, editorial portraits and honest candids for couples across {setting}. Engagement session included with every full-day collection; film add-on available.',
      'Bold, colourful storytelling for city weddings in {city}. Eight to ten hours of coverage, 600+ edited images and print rights included.',
    ],
    services: [
      'Full-day coverage',
      'Second shooter',
      'Engagement sessions',
      'Online gallery',
      'Print rights included',
      'Heirloom albums',
      'Film photography',
      'Elopements',
    ],
    prices: ['$$$', '$$', '$$$$', '$$$'],
  },
  videography: {
    names: [
      'Reel Love Films',
      'Cinema Verité Weddings',
      'Paper Moon Media',
      'Harbor & Hill Films',
      'Lumen Story Co.',
    ],
    descriptions: [
      'Cinematic highlight films and full-length ceremony edits with crystal-clear vows: every officiant, reader and toast-giver wears a lapel mic. Filming weddings in {city} and across {setting}.',
      'Documentary wedding films that feel like your day, not a music video. A 5-minute highlight film, the full ceremony and every toast, delivered in 10 weeks.',
      'Two-camera coverage with FAA-licensed drone footage where venues allow it, and a same-day teaser edit to play at the reception.',
    ],
    services: [
      'Highlight films',
      'Full ceremony edit',
      'Toasts and speeches',
      'Drone footage',
      'Same-day edit',
      'Raw footage',
      'Livestreaming',
    ],
    prices: ['$$$', '$$', '$$$$'],
  },
  music: {
    names: [
      'The Velvet Hour Band',
      'Spin City DJs',
      'Heartstrings Quartet',
      'Groove Theory Entertainment',
      'Brass Lantern Collective',
      'DJ Marcus Lee',
    ],
    descriptions: [
      'A nine-piece live band with horns playing Motown, 90s and today’s hits, plus an acoustic duo for your ceremony and cocktail hour. Booked for weddings across {setting}.',
      'Open-format DJs who also MC: we announce your entrances, keep the toasts on time and read the room until the last song. Ceremony sound and lighting included for {city} weddings.',
      'A string quartet for ceremonies and cocktail hours, with custom arrangements of the songs that mean the most to you.',
    ],
    descriptionOf: [0, 1, 2, 0, 0, 1],
    services: [
      'Live band',
      'DJ and MC',
      'Ceremony musicians',
      'Cocktail-hour sets',
      'Custom song arrangements',
      'Dance-floor lighting',
      'Ceremony sound system',
      'Do-not-play lists honoured',
    ],
    prices: ['$$$', '$$', '$$', '$$$$'],
  },
  florist: {
    names: [
      'Petal & Stem Studio',
      'Wild Meadow Florals',
      'The Bloom Room',
      'Fern & Folly',
      'Garden Gate Flowers',
      'Poppy Lane Floral Design',
    ],
    descriptions: [
      'Garden-style bouquets, ceremony arches and low, lush centerpieces made with locally grown flowers from farms across {setting}. Full-service delivery, setup and breakdown in {city}.',
      'Modern, sculptural arrangements and suspended installations. We repurpose ceremony florals at the reception so nothing you pay for is seen only once.',
      'Seasonal, sustainably grown flowers and foam-free design. Wedding minimums start low and we’ll tell you honestly what your budget can do.',
    ],
    services: [
      'Bridal bouquets',
      'Boutonnieres and corsages',
      'Ceremony arches',
      'Centerpieces',
      'Hanging installations',
      'Delivery and setup',
      'Foam-free design',
      'Flower crowns',
    ],
    prices: ['$$', '$$$', '$$', '$$$$'],
  },
  attire: {
    names: [
      'Ivory & Lace Bridal',
      'The Tailored Groom',
      'Belle Atelier',
      'Sage & Satin Boutique',
      'Threadline Suits',
    ],
    descriptions: [
      'A {city} bridal boutique with designer and sample gowns in sizes 0 to 30, private appointments for you and four guests, and in-house alterations by our seamstress.',
      'Custom and made-to-measure suits and tuxedos, with group rental for the whole wedding party and fittings on your schedule.',
      'Modern gowns, separates and jumpsuits from independent designers, plus veils and accessories. Allow six to eight months for made-to-order pieces.',
    ],
    services: [
      'Wedding gowns',
      'Suits and tuxedos',
      'Private appointments',
      'In-house alterations',
      'Wedding-party rentals',
      'Veils and accessories',
      'Inclusive sizing',
    ],
    prices: ['$$$', '$$', '$$$$'],
  },
  officiant: {
    names: [
      'Rev. Grace Holloway',
      'Vows by Daniel',
      'Heart & Hand Ceremonies',
      'The Modern Officiant',
      'Celebrant Sofia Marin',
    ],
    descriptions: [
      'Personal ceremonies written with you after two planning calls, religious, secular or somewhere between. Licensed to officiate in the state; I attend your rehearsal and file the license.',
      'Bilingual English and Spanish ceremonies for couples in {city} and {setting}, including unity rituals from your families’ traditions.',
      'Interfaith and non-religious ceremonies that sound like the two of you, not a script. Elopements and courthouse-style ceremonies welcome.',
    ],
    services: [
      'Custom ceremony writing',
      'Rehearsal attendance',
      'Marriage license filing',
      'Bilingual ceremonies',
      'Interfaith ceremonies',
      'Elopements',
      'Vow-writing help',
    ],
    prices: ['$', '$$', '$'],
  },
  bar: {
    names: [
      'Copper Still Mobile Bar',
      'The Thirsty Trailer',
      'Shaken & Stirred Bar Co.',
      'Barrel & Bloom Bartending',
      'Last Call Events',
    ],
    descriptions: [
      'A vintage horse-trailer bar with licensed, insured bartenders and signature cocktails designed around your story. Bring your own alcohol and we’ll serve it, or choose a full package.',
      'Craft cocktail catering for {city} weddings: seasonal syrups, fresh juices and a zero-proof menu that is just as good as the real thing.',
      'Bartending staff with liquor liability insurance that venues across {setting} accept, with ice, garnishes and glassware handled.',
    ],
    descriptionOf: [0, 0, 2, 1, 1],
    services: [
      'Licensed bartenders',
      'Liquor liability insurance',
      'Signature cocktails',
      'Bring-your-own alcohol service',
      'Full bar packages',
      'Zero-proof menu',
      'Mobile bar setup',
    ],
    prices: ['$$', '$$', '$$$'],
  },
  cake: {
    names: [
      'Sugar & Crumb Bakery',
      'The Tiered Table',
      'Buttercream Dreams',
      'Flour Child Cakes',
      'Honey Lane Patisserie',
    ],
    descriptions: [
      'Hand-piped buttercream wedding cakes in flavors like lemon-lavender and brown-butter pecan, delivered and set up anywhere in {city}. Tastings by appointment.',
      'Dessert tables with mini pies, macarons and a small cutting cake, for couples who want variety over tiers.',
      'Gluten-free and vegan wedding cakes that nobody can tell apart from the classics, baked in a dedicated gluten-free kitchen.',
    ],
    services: [
      'Tiered wedding cakes',
      'Cutting cakes',
      'Dessert tables',
      'Tastings',
      'Gluten-free options',
      'Vegan options',
      'Delivery and setup',
      'Groom’s cakes',
    ],
    prices: ['$$', '$', '$$$'],
  },
  decor: {
    names: [
      'Lumière Event Lighting',
      'Canopy & Co. Decor',
      'Golden Glow Rentals',
      'The Styled Table',
      'Starlight Draping',
    ],
    descriptions: [
      'Uplighting, bistro lights and ceiling draping that transform a ballroom or a barn. We visit your {city} venue first and design around its power and rigging points.',
      'Tablescapes, candles, signage and ceremony backdrops, styled and set up on the day and gone by the end of the night.',
      'Market lights strung over courtyards and dance floors across {setting}, with wireless uplights in your colors.',
    ],
    descriptionOf: [0, 1, 2, 1, 0],
    services: [
      'Uplighting',
      'String and market lights',
      'Ceiling draping',
      'Ceremony backdrops',
      'Tablescape styling',
      'Candles and signage',
      'Setup and teardown',
    ],
    prices: ['$$', '$$$', '$$'],
  },
  rentals: {
    names: [
      'Hitched Party Rentals',
      'Table & Tent Co.',
      'The Vintage Rental House',
      'Open Sky Tents',
      'Set the Table Rentals',
    ],
    descriptions: [
      'Tents, dance floors, farm tables, crossback chairs and linens for blank-canvas venues around {city}. Delivery, setup and next-day pickup included in the quote.',
      'Vintage furniture lounges, bars and mismatched china for a collected, one-of-a-kind look.',
      'Sailcloth and frame tents with sidewalls, heaters and lighting for outdoor receptions in {setting}, from 50 to 400 guests.',
    ],
    descriptionOf: [0, 0, 1, 2, 1],
    services: [
      'Tents',
      'Tables and chairs',
      'Linens',
      'China and glassware',
      'Dance floors',
      'Lounge furniture',
      'Delivery and pickup',
      'Heaters and fans',
    ],
    prices: ['$$', '$$$', '$$'],
  },
  transportation: {
    names: [
      'Classic Getaway Cars',
      'Magnolia Limousine',
      'Wedding Shuttle Co.',
      'The Vintage Trolley',
      'Silver Coach Transportation',
    ],
    descriptions: [
      'A 1962 Rolls-Royce and a 1957 Bel Air for your grand exit, with a uniformed chauffeur and champagne on ice. Serving {city}.',
      'Guest shuttles that loop between your hotel block and the venue all evening, so everyone arrives on time and gets home safely.',
      'Licensed, insured limousines, party buses and an open-air trolley for the wedding party across {setting}. Three-hour minimum.',
      'A restored open-air trolley that carries up to 34 guests between ceremony and reception around {city}, with a driver in a bow tie and a stop for photos on the way.',
    ],
    descriptionOf: [0, 2, 1, 3, 2],
    services: [
      'Vintage getaway cars',
      'Limousines',
      'Guest shuttles',
      'Party buses',
      'Licensed and insured drivers',
      'Airport pickups',
    ],
    prices: ['$$', '$$$', '$$'],
  },
  beauty: {
    names: [
      'Glow Bridal Beauty',
      'Blush & Brush Artistry',
      'Mane Event Hair Studio',
      'Luxe Bridal Team',
      'Bare Faced Beauty Co.',
    ],
    descriptions: [
      'An on-site hair and makeup team for the whole wedding party, so everyone is ready on time in one room. Airbrush and long-wear makeup that lasts from first look to last dance in {city} heat.',
      'Soft, natural bridal makeup and effortless updos. Trials in our {city} studio; travel throughout {setting}.',
      'Hair and makeup for every skin tone and hair texture, with a lead artist plus assistants for parties of ten or more.',
    ],
    services: [
      'Bridal hair',
      'Bridal makeup',
      'Airbrush makeup',
      'Wedding-party styling',
      'Trials',
      'On-site service',
      'Early-morning starts',
    ],
    prices: ['$$', '$$', '$$$'],
  },
  stationery: {
    names: [
      'Paper & Ink Studio',
      'Letterpress Lane',
      'The Calligraphy Desk',
      'Cotton & Quill Stationery',
      'Postmark Paper Co.',
    ],
    descriptions: [
      'Custom letterpress and foil invitation suites printed on cotton paper, with matching menus, programs and place cards. Allow three weeks for proofs and two for printing.',
      'Hand calligraphy for envelopes, place cards and welcome signs, from a studio in {city}.',
      'Semi-custom digital and letterpress invitations that start from designs you can personalize, plus wedding websites and save-the-dates.',
    ],
    descriptionOf: [0, 0, 1, 2, 2],
    services: [
      'Save-the-dates',
      'Invitation suites',
      'Letterpress printing',
      'Foil stamping',
      'Envelope calligraphy',
      'Day-of paper',
      'Welcome signs',
    ],
    prices: ['$$', '$$$', '$'],
  },
  jewelry: {
    names: [
      'Forge & Facet Jewelers',
      'The Ring Bench',
      'Heirloom Goldsmiths',
      'Solstice Fine Jewelry',
      'Aurora Ring Studio',
    ],
    descriptions: [
      'Handmade wedding bands in recycled gold and platinum, made to match your engagement ring in four weeks, with free engraving and lifetime resizing.',
      'Custom engagement rings with lab-grown and conflict-free diamonds, designed with you in our {city} studio.',
      'Restoration and redesign of family heirlooms into rings you will wear every day, with an insurance appraisal included.',
    ],
    services: [
      'Wedding bands',
      'Custom engagement rings',
      'Engraving',
      'Lifetime resizing',
      'Lab-grown diamonds',
      'Recycled metals',
      'Heirloom redesign',
    ],
    prices: ['$$$', '$$', '$$$$'],
  },
  favors: {
    names: [
      'Little Thanks Favors',
      'Sweet Keepsake Co.',
      'Welcome Bag Studio',
      'Local Love Gift Boxes',
      'Honey Jar Favors',
    ],
    descriptions: [
      'Personalized favors guests actually take home: small-batch honey, custom matchbooks and hot sauce with your names and date. Minimum order 50; two weeks production.',
      'Welcome bags filled with treats from {city} makers for your out-of-town guests, delivered to your hotel block.',
      'Thank-you gift boxes for your wedding party and parents, curated and shipped anywhere in the country.',
    ],
    descriptionOf: [0, 0, 1, 2, 0],
    services: [
      'Personalized favors',
      'Welcome bags',
      'Wedding-party gifts',
      'Parent gifts',
      'Hotel delivery',
      'Edible favors',
    ],
    prices: ['$', '$$', '$'],
  },
  other: {
    names: [
      'Snapbooth Photo Booths',
      'Little Ones Wedding Childcare',
      'Sparkler Send-off Co.',
      'Wed Safe Insurance Agency',
      'Pawsitively Wed Pet Care',
    ],
    descriptions: [
      'An open-air photo booth with instant prints, props and a digital gallery your guests can share. Attendant, setup and unlimited sessions included.',
      'Background-checked, CPR-certified sitters who run a kids’ room at your {city} reception so parents can dance.',
      'A wedding-day pet handler who brings your dog for the ceremony and photos, then takes them home, across {setting}.',
      'Long-burning, smokeless sparklers for your grand exit, with a send-off coordinator who lines up your guests, lights them safely and follows your venue’s fire rules.',
      'One-day wedding insurance for couples in {city}: cancellation and postponement cover, the liability policy venues ask for, and certificates sent to your venue the same day.',
    ],
    descriptionOf: [0, 1, 3, 4, 2],
    services: [
      'Photo booth',
      'Childcare',
      'Pet handling',
      'Sparkler send-offs',
      'Wedding insurance',
      'Setup and attendant',
    ],
    prices: ['$$', '$', '$$'],
  },
};

/** How many pictures each category has under apps/web/public/directory/. */
export const DIRECTORY_PHOTOS_PER_CATEGORY = 3;

export function directoryPhotoPath(apiCategory: string, n: number): string {
  return `/directory/${apiCategory}-${n}.svg`;
}

export interface SeedListing {
  business_name: string;
  category: string;
  city: string;
  state: string;
  description: string;
  price_range: PriceRange;
  email: string;
  phone: string;
  website: string;
  photos: string[];
  services: string[];
  published: true;
  /** Days ago it was listed, so "newest" has an order. */
  listedDaysAgo: number;
}

function webName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}

/** Every seeded listing, in a fixed order (the same on every start). */
export function directorySeedListings(categories: readonly string[]): SeedListing[] {
  const out: SeedListing[] = [];
  categories.forEach((category, c) => {
    const seed = DIRECTORY_SEED[category];
    if (!seed) return;
    seed.names.forEach((name, i) => {
      const place = DIRECTORY_CITIES[(c * 3 + i * 7) % DIRECTORY_CITIES.length]!;
      const description = seed.descriptions[
        seed.descriptionOf?.[i] ?? i % seed.descriptions.length
      ]!.replaceAll('{city}', place.city).replaceAll('{setting}', place.setting);
      const count = 3 + ((c + i) % 3);
      const services = Array.from(
        { length: count },
        (_, k) => seed.services[(i * 2 + k) % seed.services.length]!,
      ).filter((s, k, all) => all.indexOf(s) === k);
      const domain = `${webName(name)}.example.com`;
      const photos = Array.from({ length: DIRECTORY_PHOTOS_PER_CATEGORY }, (_, k) =>
        directoryPhotoPath(category, ((i + k) % DIRECTORY_PHOTOS_PER_CATEGORY) + 1),
      );
      out.push({
        business_name: name,
        category,
        city: place.city,
        state: place.state,
        description,
        price_range: seed.prices[i % seed.prices.length]!,
        email: `hello@${domain}`,
        phone: `(${place.areaCode}) 555-01${String((c * 7 + i * 3) % 100).padStart(2, '0')}`,
        website: `https://www.${domain}`,
        photos,
        services,
        published: true,
        listedDaysAgo: (c * 11 + i * 17) % 240,
      });
    });
  });
  return out;
}
