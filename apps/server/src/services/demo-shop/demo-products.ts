// The demo shop's one product and its reviews, written by us (no shop's data): fourteen plain, specific reviews,
// a copy-paste campaign of five posted over two days, two that disclose a free product, and three in the polished
// generic style of machine-written text. A shopper who tries the example link sees each kind of evidence.

export interface DemoReview {
  id: string;
  author: string;
  date: string;
  rating: number;
  title: string;
  text: string;
}

export interface DemoProduct {
  slug: string;
  sku: string;
  name: string;
  description: string;
  reviews: readonly DemoReview[];
}

const PROMO =
  'Absolutely love this cutting board!!! Best purchase ever, five stars, highly recommend it to everyone, buy it now!!!';

const GENUINE: ReadonlyArray<
  [author: string, date: string, rating: number, title: string, text: string]
> = [
  [
    'Maren K.',
    '2025-01-14',
    4,
    'Heavy and stays put',
    'It is heavier than it looks and does not slide on the counter, even when I cut squash. The juice groove fills up quickly with tomatoes though.',
  ],
  [
    'Dev P.',
    '2025-02-03',
    5,
    'Good size for two',
    'Big enough for a whole chicken but still fits in our sink for washing. I oil it once a month and it still looks new after six weeks.',
  ],
  [
    'Ruth A.',
    '2025-02-27',
    2,
    'Cracked at the handle',
    'After about two months a thin crack opened next to the handle hole. I never put it in the dishwasher, so I am disappointed.',
  ],
  [
    'Tomasz W.',
    '2025-03-19',
    3,
    'Fine, but it smells',
    'It does the job, but it had a strong glue smell for the first week. Washing it with baking soda helped.',
  ],
  [
    'Priya N.',
    '2025-04-08',
    4,
    'Knife friendly',
    'My knives stay sharper than on the glass board we had before. It scratches easily, which I expected from bamboo.',
  ],
  [
    'Colm B.',
    '2025-05-02',
    5,
    'Bought a second one',
    'We liked the first one so much that we bought another for bread. The edges are smooth and there are no splinters.',
  ],
  [
    'Hana S.',
    '2025-05-30',
    3,
    'Warped a little',
    'It warped slightly after I left it wet overnight, so now it rocks a bit. My fault, but worth knowing.',
  ],
  [
    'Luis F.',
    '2025-06-21',
    4,
    'Nice gift',
    'Gave it to my brother for his new flat. It came in plain cardboard, no plastic, which we both liked.',
  ],
  [
    'Ingrid L.',
    '2025-07-15',
    1,
    'Split in half',
    'The board split along a glue line after three weeks of normal use. The seller refunded me without questions.',
  ],
  [
    'Sam O.',
    '2025-08-09',
    4,
    'Grippy feet would help',
    'Solid board for the price. I put a damp towel under it because it has no rubber feet.',
  ],
  [
    'Aiko M.',
    '2025-09-01',
    5,
    'Great for bread',
    'I use it for sourdough every weekend. Crumbs brush off easily and the surface has not fuzzed up.',
  ],
  [
    'Ben R.',
    '2025-10-12',
    3,
    'Thinner than pictured',
    'It is about a centimetre thinner than it looks in the photos, but it is sturdy enough.',
  ],
  [
    'Olga T.',
    '2025-11-04',
    4,
    'Easy to clean',
    'Rinse, wipe, stand it up to dry. Beet stains faded after a few washes.',
  ],
  [
    'Kwame D.',
    '2025-12-02',
    2,
    'Rough underside',
    'The top is smooth but the underside was rough enough to catch a cloth. I sanded it myself.',
  ],
];

const CAMPAIGN: ReadonlyArray<[author: string, date: string]> = [
  ['BestDeals4U', '2025-06-10'],
  ['happy_buyer_22', '2025-06-10'],
  ['Mike 5star', '2025-06-10'],
  ['ShopperPro', '2025-06-11'],
  ['kitchenfan_01', '2025-06-11'],
];

const INCENTIVISED: ReadonlyArray<[author: string, date: string, text: string]> = [
  [
    'Jenna V.',
    '2025-03-05',
    'I received this board for free in exchange for my honest review. It is well made and a nice size for vegetables.',
  ],
  [
    'Marco G.',
    '2025-04-22',
    'I got this product at a discount in exchange for an unbiased review. The board feels sturdy and looks great on the counter.',
  ],
];

const POLISHED: ReadonlyArray<[author: string, date: string, text: string]> = [
  [
    'A. Reviewer',
    '2025-08-20',
    'As a passionate home cook, I truly appreciate the seamless blend of functionality and elegance this cutting board offers. Its robust construction ensures lasting durability, while its sleek design elevates any kitchen aesthetic. Overall, an excellent choice for culinary enthusiasts seeking quality and style.',
  ],
  [
    'Verified Customer',
    '2025-09-15',
    'This cutting board exceeded all of my expectations in every way. The premium bamboo material provides exceptional durability, and the thoughtful design makes meal preparation an absolute breeze. I would highly recommend this product to anyone looking to elevate their kitchen experience.',
  ],
  [
    'K. Lane',
    '2025-10-28',
    'In summary, this cutting board delivers outstanding performance and remarkable value. Its generous surface area accommodates a wide variety of ingredients, while the eco-friendly bamboo ensures a sustainable choice. It is truly a must-have addition to any modern kitchen.',
  ],
];

function reviews(): DemoReview[] {
  const all: Array<Omit<DemoReview, 'id'>> = [
    ...GENUINE.map(([author, date, rating, title, text]) => ({
      author,
      date,
      rating,
      title,
      text,
    })),
    ...CAMPAIGN.map(([author, date]) => ({
      author,
      date,
      rating: 5,
      title: 'Love it!!!',
      text: PROMO,
    })),
    ...INCENTIVISED.map(([author, date, text]) => ({
      author,
      date,
      rating: 5,
      title: 'Nice board',
      text,
    })),
    ...POLISHED.map(([author, date, text]) => ({
      author,
      date,
      rating: 5,
      title: 'Excellent',
      text,
    })),
  ];
  return all
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((review, i) => ({ ...review, id: `DEMO-R${String(i + 1).padStart(2, '0')}` }));
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    slug: 'cutting-board',
    sku: 'DEMO-BOARD-1',
    name: 'Harbor Bamboo Cutting Board, Large',
    description:
      'A large bamboo cutting board with a juice groove. A demo product of the ReviewSentry demo shop: its ' +
      'reviews were written to show what the analysis finds.',
    reviews: reviews(),
  },
];

export const demoProduct = (slug: string) => DEMO_PRODUCTS.find((p) => p.slug === slug);
