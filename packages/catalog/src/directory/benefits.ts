// GET /api/directory/benefits/{category}: why a vendor of each category lists in the directory, and
// what couples looking for that category ask most (so a listing answers it before the first email).
// Keyed by api category; one entry for each of the 19 vendor categories (checked by a unit test).

export interface CategoryBenefits {
  readonly headline: string;
  readonly whyList: readonly { readonly title: string; readonly detail: string }[];
  readonly couplesAsk: readonly string[];
}

const planned = (what: string) => ({
  title: 'Couples who are already planning',
  detail: `Couples reach your listing from the planner they use for their budget and checklist, at the moment their checklist says it is time to ${what}.`,
});

const inquiries = {
  title: 'Inquiries with the details you need',
  detail:
    'Every inquiry arrives with the wedding date, guest count and budget filled in, in an inbox where you mark it read, responded, booked or declined.',
};

export const DIRECTORY_BENEFITS: Readonly<Record<string, CategoryBenefits>> = {
  venue: {
    headline: 'Fill your open dates with couples who fit your capacity',
    whyList: [
      planned('book a venue, 12 to 18 months out'),
      {
        title: 'Show what the price includes',
        detail:
          'List tables, chairs, staff, curfew and cleanup as services, so couples compare your true cost instead of a rental fee alone.',
      },
      inquiries,
    ],
    couplesAsk: [
      'Is our date available, and what do Fridays and Sundays cost?',
      'How many guests can you seat for dinner with a dance floor?',
      'Do we have to use your caterer or bar, and is there a cake-cutting fee?',
      'Where do we go if it rains on an outdoor ceremony?',
      'What time must the music stop, and when can vendors load in?',
    ],
  },
  planning: {
    headline: 'Meet couples the moment they realise they need help',
    whyList: [
      planned('hire a planner, 10 to 12 months out'),
      {
        title: 'Explain your packages plainly',
        detail:
          'Full planning, partial planning and month-of coordination read side by side, so couples choose the level of help they can afford.',
      },
      inquiries,
    ],
    couplesAsk: [
      'What is the difference between partial planning and month-of coordination?',
      'How many weddings do you take on the same weekend?',
      'Will you be there in person on the day, and with how many assistants?',
      'Do you charge a flat fee or a percentage of our budget?',
      'Which venues and vendors have you worked with before?',
    ],
  },
  catering: {
    headline: 'Quote couples who already know their guest count',
    whyList: [
      planned('book a caterer, 9 to 12 months out'),
      {
        title: 'Per-person pricing, explained',
        detail:
          'Say what your price covers (staff, rentals, gratuity, cake cutting) and which diets you cook for, and the questions you answer by email every week go away.',
      },
      inquiries,
    ],
    couplesAsk: [
      'What does the per-person price include, and what is extra?',
      'Can you handle vegan, gluten-free and nut-free guests?',
      'When can we schedule a tasting, and is it free?',
      'Do you provide servers, bartenders and tableware?',
      'Plated, buffet or family style: what do you recommend for our count?',
    ],
  },
  photography: {
    headline: 'Put your galleries in front of couples comparing photographers',
    whyList: [
      planned('book a photographer, 9 to 12 months out'),
      {
        title: 'Let your work sell you',
        detail:
          'Up to twelve photos on your listing, shown large on phones, where most couples browse photographers.',
      },
      inquiries,
    ],
    couplesAsk: [
      'Can we see a full wedding gallery, not only highlights?',
      'How many hours of coverage do we need, and is a second shooter included?',
      'When will we get our photos, and how many?',
      'Do we get the print rights and the high-resolution files?',
      'What happens if you are ill on our wedding day?',
    ],
  },
  videography: {
    headline: 'Reach couples who want to hear their vows again',
    whyList: [
      planned('book a videographer, 9 to 12 months out'),
      {
        title: 'Highlight films and full edits side by side',
        detail:
          'Describe what each package delivers (length, drone, raw footage), so couples know what they are buying before the first call.',
      },
      inquiries,
    ],
    couplesAsk: [
      'How long is the highlight film, and do we get the full ceremony?',
      'How do you record clear audio of the vows and toasts?',
      'Do you fly a drone, and does our venue allow it?',
      'How long does editing take?',
      'Can we choose the music in our film?',
    ],
  },
  music: {
    headline: 'Book more weekends with couples who love a full dance floor',
    whyList: [
      planned('book a DJ or band, 8 to 10 months out'),
      {
        title: 'Sound clips and set lists',
        detail:
          'Name your ceremony, cocktail-hour and reception services separately, so couples book you for all three instead of only the party.',
      },
      inquiries,
    ],
    couplesAsk: [
      'Do you also MC and keep the reception on schedule?',
      'Can we give you a do-not-play list?',
      'Do you bring microphones and sound for the ceremony?',
      'How much space and power do you need?',
      'How many breaks does the band take, and what plays during them?',
    ],
  },
  florist: {
    headline: 'Design for couples who care about flowers',
    whyList: [
      planned('choose a florist, 6 to 8 months out'),
      {
        title: 'Show your style and your minimum',
        detail:
          'A price range and a few photos of real work tell couples quickly whether you fit their style and budget.',
      },
      inquiries,
    ],
    couplesAsk: [
      'Which flowers are in season for our date?',
      'Do you have a minimum order for weddings?',
      'Can ceremony arrangements be moved to the reception?',
      'Do you deliver, set up and clean up on site?',
      'Can you work with our colors and a photo of a bouquet we love?',
    ],
  },
  attire: {
    headline: 'Dress couples who are shopping at the right time',
    whyList: [
      planned('order attire, 8 to 9 months out'),
      {
        title: 'Say what you carry',
        detail:
          'Designers, sizes, suits and rentals listed as services bring couples who will find what they need in your shop.',
      },
      inquiries,
    ],
    couplesAsk: [
      'Do we need an appointment, and how many guests can we bring?',
      'How long does a made-to-order gown take to arrive?',
      'Do you do alterations in house, and what do they cost?',
      'Which sizes do you carry in the shop?',
      'Can the wedding party rent suits or tuxedos from you?',
    ],
  },
  officiant: {
    headline: 'Marry couples who want a ceremony that sounds like them',
    whyList: [
      planned('find an officiant, 8 to 10 months out'),
      {
        title: 'Every kind of ceremony',
        detail:
          'Religious, civil, interfaith or bilingual: list what you perform so couples find the officiant they were hoping for.',
      },
      inquiries,
    ],
    couplesAsk: [
      'Are you able to legally marry us in this state?',
      'Will you write the ceremony with us, and can we write our own vows?',
      'Do you attend the rehearsal?',
      'Do you perform interfaith or bilingual ceremonies?',
      'Who files the marriage license afterwards?',
    ],
  },
  bar: {
    headline: 'Pour for couples who want a bar their guests remember',
    whyList: [
      planned('book bar service, 4 to 6 months out'),
      {
        title: 'Licensed and insured, said up front',
        detail:
          'Many venues require licensed bartenders with liquor liability insurance; your listing answers it before the venue asks.',
      },
      inquiries,
    ],
    couplesAsk: [
      'Can we supply our own alcohol, and what do you charge to serve it?',
      'Do you carry liquor liability insurance?',
      'How many bartenders do we need for our guest count?',
      'Can you create a signature cocktail for us?',
      'Do you offer a zero-proof menu?',
    ],
  },
  cake: {
    headline: 'Bake for couples who are booking tastings now',
    whyList: [
      planned('order a cake, 3 to 6 months out'),
      {
        title: 'Flavors, tiers and dessert tables',
        detail:
          'List cutting cakes, dessert tables and dietary options so couples see everything you make, not only tiered cakes.',
      },
      inquiries,
    ],
    couplesAsk: [
      'How much is a tasting, and does it count toward the order?',
      'What does a cake for our guest count cost per slice?',
      'Do you bake gluten-free or vegan cakes?',
      'Do you deliver and set up, and what is the fee?',
      'Will the cake hold up outdoors in summer?',
    ],
  },
  decor: {
    headline: 'Transform rooms for couples who want the wow moment',
    whyList: [
      planned('book decor and lighting, 4 to 6 months out'),
      {
        title: 'Before and after, in photos',
        detail: 'Lighting and draping sell themselves in pictures: show a room before and after your setup.',
      },
      inquiries,
    ],
    couplesAsk: [
      'What is included in uplighting for a room our size?',
      'Do you handle setup and teardown, and how long does it take?',
      'Can you hang draping or installations from the ceiling at our venue?',
      'Do you rent candles and signage, or do we buy them?',
      'Can the same decor move from ceremony to reception?',
    ],
  },
  rentals: {
    headline: 'Supply the couples whose venue comes empty',
    whyList: [
      planned('reserve rentals, 3 to 4 months out'),
      {
        title: 'Your inventory, searchable',
        detail:
          'Tents, dance floors, linens and tableware listed as services match the searches couples make for a blank-canvas venue.',
      },
      inquiries,
    ],
    couplesAsk: [
      'What are your delivery and pickup windows?',
      'Is there a minimum order or a delivery fee?',
      'Do you set up tables and chairs, or only drop them off?',
      'What tent size do we need for our guest count?',
      'What happens if something is broken?',
    ],
  },
  transportation: {
    headline: 'Drive couples and their guests who need to be on time',
    whyList: [
      planned('book transportation, 3 to 4 months out'),
      {
        title: 'Cars and shuttles alike',
        detail:
          'A classic car for the couple and a shuttle for guests are two searches; list both and answer both.',
      },
      inquiries,
    ],
    couplesAsk: [
      'How many hours is the minimum booking?',
      'Can a shuttle loop between the hotel and the venue all evening?',
      'How many passengers does each vehicle seat?',
      'Is the gratuity included in the price?',
      'Are your drivers licensed and insured?',
    ],
  },
  beauty: {
    headline: 'Book whole wedding parties, not one appointment at a time',
    whyList: [
      planned('book hair and makeup, 4 to 6 months out'),
      {
        title: 'On site or in the salon',
        detail:
          'Say whether you travel, how many artists you bring and how long each look takes; couples plan their morning around it.',
      },
      inquiries,
    ],
    couplesAsk: [
      'Do you come to us on the morning of the wedding?',
      'How many people can you get ready, and in how much time?',
      'How much is a trial, and when should we book it?',
      'Is there a travel fee or an early-start fee?',
      'Do you use long-wear and airbrush makeup?',
    ],
  },
  stationery: {
    headline: 'Design the first thing guests see',
    whyList: [
      planned('order invitations, 4 to 5 months out'),
      {
        title: 'Custom and semi-custom, priced',
        detail:
          'Show suites, printing methods and day-of paper so couples order everything from you, from save-the-dates to place cards.',
      },
      inquiries,
    ],
    couplesAsk: [
      'How long do proofs and printing take?',
      'Do you address envelopes or offer calligraphy?',
      'Letterpress, foil or digital: what is the price difference?',
      'Can you match our menus, programs and place cards to the invitation?',
      'How many extra invitations should we order?',
    ],
  },
  jewelry: {
    headline: 'Meet couples choosing the rings they will wear every day',
    whyList: [
      planned('order wedding bands, 2 to 3 months out'),
      {
        title: 'Custom work and sizing',
        detail:
          'List custom design, engraving and resizing so couples know you can finish their rings in time.',
      },
      inquiries,
    ],
    couplesAsk: [
      'How long do custom bands and engraving take?',
      'Do you offer lab-grown diamonds and recycled metals?',
      'Is resizing included, and for how long?',
      'Can you match a band to my engagement ring?',
      'Do you provide an appraisal for insurance?',
    ],
  },
  favors: {
    headline: 'Send guests home with something they keep',
    whyList: [
      planned('order favors, 2 to 3 months out'),
      {
        title: 'Minimums and lead times up front',
        detail:
          'Favors are bought in quantity: list your minimum order and production time so couples order early enough.',
      },
      inquiries,
    ],
    couplesAsk: [
      'What is the minimum order, and how long does production take?',
      'Can favors be personalized with our names and date?',
      'Do you make welcome bags for out-of-town guests?',
      'Can you ship to our venue or hotel?',
      'Do you have gifts for the wedding party and parents?',
    ],
  },
  other: {
    headline: 'Be found for the services that make the day work',
    whyList: [
      planned('arrange the details that do not fit a category'),
      {
        title: 'Describe exactly what you do',
        detail:
          'Wedding insurance, childcare, photo booths or fireworks: services and a clear description match the searches couples make.',
      },
      inquiries,
    ],
    couplesAsk: [
      'What exactly is included, and what costs extra?',
      'Do you carry insurance that our venue will accept?',
      'How far in advance should we book you?',
      'Do you need anything from the venue, such as power or space?',
      'Have you worked at our venue before?',
    ],
  },
};
