// A small Guardian Content API search answer written by us, in the real API's shape (see
// https://open-platform.theguardian.com/documentation/search). Used when the saved real response in
// ../shared/data is absent, so every rule stays covered without third-party data. The last result has no
// `fields`, as happens in the real API for some content types.
export const HANDWRITTEN_GUARDIAN_SEARCH = {
  response: {
    status: 'ok',
    userTier: 'developer',
    total: 4,
    startIndex: 1,
    pageSize: 10,
    currentPage: 1,
    pages: 1,
    orderBy: 'newest',
    results: [
      {
        id: 'money/2024/mar/02/fake-online-reviews-how-to-spot-them',
        type: 'article',
        sectionId: 'money',
        sectionName: 'Money',
        webPublicationDate: '2024-03-02T08:00:00Z',
        webTitle: 'Fake online reviews: how to spot them before you buy',
        webUrl:
          'https://www.theguardian.com/money/2024/mar/02/fake-online-reviews-how-to-spot-them',
        apiUrl:
          'https://content.guardianapis.com/money/2024/mar/02/fake-online-reviews-how-to-spot-them',
        fields: {
          thumbnail: 'https://media.guim.co.uk/aaaa1111/0_0_5000_3000/500.jpg',
        },
        isHosted: false,
        pillarId: 'pillar/news',
        pillarName: 'News',
      },
      {
        id: 'technology/2024/feb/20/marketplace-scam-sellers',
        type: 'article',
        sectionId: 'technology',
        sectionName: 'Technology',
        webPublicationDate: '2024-02-20T17:45:12Z',
        webTitle: 'Marketplace scam sellers vanish after a week of five-star praise',
        webUrl: 'https://www.theguardian.com/technology/2024/feb/20/marketplace-scam-sellers',
        apiUrl: 'https://content.guardianapis.com/technology/2024/feb/20/marketplace-scam-sellers',
        fields: {
          thumbnail: 'https://media.guim.co.uk/bbbb2222/0_0_4000_2400/500.jpg',
        },
        isHosted: false,
        pillarId: 'pillar/news',
        pillarName: 'News',
      },
      {
        id: 'money/2024/jan/11/parcel-delivery-text-scams',
        type: 'article',
        sectionId: 'money',
        sectionName: 'Money',
        webPublicationDate: '2024-01-11T06:30:00Z',
        webTitle: 'Parcel delivery text scams: what to do if you clicked',
        webUrl: 'https://www.theguardian.com/money/2024/jan/11/parcel-delivery-text-scams',
        apiUrl: 'https://content.guardianapis.com/money/2024/jan/11/parcel-delivery-text-scams',
        fields: {
          thumbnail: 'https://media.guim.co.uk/cccc3333/0_0_3000_1800/500.jpg',
        },
        isHosted: false,
        pillarId: 'pillar/news',
        pillarName: 'News',
      },
      {
        id: 'money/live/2023/dec/05/consumer-scams-live',
        type: 'liveblog',
        sectionId: 'money',
        sectionName: 'Money',
        webPublicationDate: '2023-12-05T12:00:00Z',
        webTitle: 'Consumer scams – live answers from our experts',
        webUrl: 'https://www.theguardian.com/money/live/2023/dec/05/consumer-scams-live',
        apiUrl: 'https://content.guardianapis.com/money/live/2023/dec/05/consumer-scams-live',
        isHosted: false,
        pillarId: 'pillar/news',
        pillarName: 'News',
      },
    ],
  },
} as const;
