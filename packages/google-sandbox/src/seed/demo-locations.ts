import type { Location } from '../google-types';
import { everyDay, period, specialDay, WEEKDAYS } from './demo-hours';

/** The ids of the demo's locations: three coffee shops of the merchant, two businesses of the agency's clients. */
export const DEMO_LOCATION_NAMES = {
  kyiv: 'locations/4821093756120934501',
  kharkiv: 'locations/4821093756120934502',
  lviv: 'locations/4821093756120934503',
  odesa: 'locations/4821093756120934504',
  dnipro: 'locations/4821093756120934505',
} as const;

interface Place {
  name: string;
  storeCode: string;
  title: string;
  phone: string;
  city: string;
  region: string;
  postalCode: string;
  street: string;
  latitude: number;
  longitude: number;
  placeId: string;
  cid: string;
  openedYear: number;
}

function metadata(place: Place): Location['metadata'] {
  return {
    mapsUri: `https://maps.google.com/maps?cid=${place.cid}`,
    newReviewUri: `https://search.google.com/local/writereview?placeid=${place.placeId}`,
    placeId: place.placeId,
    canDelete: true,
    canHaveFoodMenus: true,
    canModifyServiceList: true,
    canHaveBusinessCalls: true,
    hasVoiceOfMerchant: true,
  };
}

function address(place: Place, languageCode: string): Location['storefrontAddress'] {
  return {
    regionCode: 'UA',
    languageCode,
    postalCode: place.postalCode,
    administrativeArea: place.region,
    locality: place.city,
    addressLines: [place.street],
  };
}

/** A coffee shop of the demo merchant with every field filled: split, overnight and special hours. */
function coffeeShop(place: Place, year: number, description: string): Location {
  return {
    name: place.name,
    languageCode: 'uk',
    storeCode: place.storeCode,
    title: place.title,
    phoneNumbers: { primaryPhone: place.phone, additionalPhones: ['+380 67 555 0100'] },
    categories: {
      primaryCategory: { name: 'categories/gcid:coffee_shop', displayName: 'Coffee shop' },
      additionalCategories: [
        { name: 'categories/gcid:cafe', displayName: 'Cafe' },
        { name: 'categories/gcid:bakery', displayName: 'Bakery' },
      ],
    },
    storefrontAddress: address(place, 'uk'),
    websiteUri: `https://zerno.sandbox.test/${place.storeCode.toLowerCase()}`,
    regularHours: {
      periods: [
        // Split days: a lunch break between two periods.
        ...everyDay(WEEKDAYS, '08:00', '13:00'),
        ...everyDay(WEEKDAYS, '14:00', '21:00'),
        // Overnight: Friday and Saturday nights close after midnight.
        period('FRIDAY', '08:00', 'SATURDAY', '01:00'),
        period('SATURDAY', '10:00', 'SUNDAY', '02:00'),
        period('SUNDAY', '10:00', 'SUNDAY', '20:00'),
      ],
    },
    specialHours: {
      specialHourPeriods: [
        specialDay({ year, month: 8, day: 24 }, { open: '12:00', close: '18:00' }),
        specialDay(
          { year, month: 12, day: 31 },
          { open: '10:00', close: '02:00', endDate: { year: year + 1, month: 1, day: 1 } },
        ),
        specialDay({ year: year + 1, month: 1, day: 1 }),
      ],
    },
    serviceArea: {
      businessType: 'CUSTOMER_AND_BUSINESS_LOCATION',
      places: { placeInfos: [{ placeName: place.city, placeId: `${place.placeId}-area` }] },
    },
    labels: ['sandbox', 'coffee', place.storeCode.toLowerCase()],
    adWordsLocationExtensions: { adPhone: place.phone },
    latlng: { latitude: place.latitude, longitude: place.longitude },
    openInfo: {
      status: 'OPEN',
      canReopen: true,
      openingDate: { year: place.openedYear, month: 5, day: 14 },
    },
    metadata: metadata(place),
    profile: { description },
    relationshipData: { parentChain: 'chains/sandbox-zerno-coffee' },
    moreHours: [
      { hoursTypeId: 'DELIVERY', periods: everyDay([...WEEKDAYS, 'FRIDAY'], '09:00', '20:00') },
      { hoursTypeId: 'BREAKFAST', periods: everyDay(['SATURDAY', 'SUNDAY'], '10:00', '12:30') },
    ],
    serviceItems: [
      {
        freeFormServiceItem: {
          category: 'categories/gcid:coffee_shop',
          label: {
            displayName: 'Кава з собою',
            description: 'Еспресо, фільтр і какао у власну чашку зі знижкою.',
            languageCode: 'uk',
          },
        },
        price: { currencyCode: 'UAH', units: '65' },
      },
      {
        structuredServiceItem: {
          serviceTypeId: 'job_type_id:coffee_catering',
          description: 'Кава-брейк для подій до 50 гостей.',
        },
      },
    ],
  };
}

/** The five demo locations; dates of special hours fall in the given year and the next. */
export function demoLocations(year: number): (Location & { name: string })[] {
  const shops = [
    coffeeShop(
      {
        name: DEMO_LOCATION_NAMES.kyiv,
        storeCode: 'ZRN-KYIV',
        title: 'Зерно — кав’ярня на Хрещатику',
        phone: '+380 44 555 0101',
        city: 'Київ',
        region: 'Київ',
        postalCode: '01001',
        street: 'вул. Хрещатик, 22',
        latitude: 50.4474,
        longitude: 30.5225,
        placeId: 'ChIJSandboxZernoKyiv01',
        cid: '1010000000000000001',
        openedYear: 2016,
      },
      year,
      'Спешелті-кава, власна пекарня і сніданки весь день у центрі Києва. Працюємо до ночі у п’ятницю та суботу.',
    ),
    coffeeShop(
      {
        name: DEMO_LOCATION_NAMES.kharkiv,
        storeCode: 'ZRN-KHARKIV',
        title: 'Зерно — кав’ярня на Сумській',
        phone: '+380 57 555 0102',
        city: 'Харків',
        region: 'Харківська область',
        postalCode: '61002',
        street: 'вул. Сумська, 37',
        latitude: 50.0053,
        longitude: 36.2304,
        placeId: 'ChIJSandboxZernoKharkiv02',
        cid: '1010000000000000002',
        openedYear: 2018,
      },
      year,
      'Кава, круасани й тиша для роботи біля саду Шевченка. Є розетки та швидкий Wi-Fi.',
    ),
    coffeeShop(
      {
        name: DEMO_LOCATION_NAMES.lviv,
        storeCode: 'ZRN-LVIV',
        title: 'Зерно — кав’ярня на площі Ринок',
        phone: '+380 32 555 0103',
        city: 'Львів',
        region: 'Львівська область',
        postalCode: '79008',
        street: 'пл. Ринок, 10',
        latitude: 49.8419,
        longitude: 24.0315,
        placeId: 'ChIJSandboxZernoLviv03',
        cid: '1010000000000000003',
        openedYear: 2019,
      },
      year,
      'Львівська кава в старому місті: обсмажуємо зерно самі, печемо штрудлі щоранку.',
    ),
  ];
  const dental: Location & { name: string } = {
    name: DEMO_LOCATION_NAMES.odesa,
    languageCode: 'ru',
    storeCode: 'SMILE-ODESA',
    title: 'Стоматология «Улыбка» Sandbox',
    phoneNumbers: { primaryPhone: '+380 48 555 0104', additionalPhones: [] },
    categories: {
      primaryCategory: { name: 'categories/gcid:dental_clinic', displayName: 'Dental clinic' },
      additionalCategories: [],
    },
    storefrontAddress: {
      regionCode: 'UA',
      languageCode: 'ru',
      postalCode: '65014',
      administrativeArea: 'Одесская область',
      locality: 'Одесса',
      addressLines: ['ул. Дерибасовская, 5'],
    },
    websiteUri: 'https://smile.sandbox.test/',
    regularHours: {
      periods: [
        ...everyDay([...WEEKDAYS, 'FRIDAY'], '09:00', '19:00'),
        period('SATURDAY', '10:00', 'SATURDAY', '15:00'),
      ],
    },
    specialHours: { specialHourPeriods: [specialDay({ year: year + 1, month: 1, day: 1 })] },
    latlng: { latitude: 46.4846, longitude: 30.7394 },
    openInfo: { status: 'OPEN', canReopen: true, openingDate: { year: 2012, month: 3 } },
    metadata: {
      mapsUri: 'https://maps.google.com/maps?cid=1010000000000000004',
      newReviewUri: 'https://search.google.com/local/writereview?placeid=ChIJSandboxSmileOdesa04',
      placeId: 'ChIJSandboxSmileOdesa04',
      canDelete: true,
      hasVoiceOfMerchant: true,
    },
    profile: {
      description: 'Семейная стоматология в центре Одессы: лечение, гигиена и детский приём.',
    },
  };
  const gym: Location & { name: string } = {
    name: DEMO_LOCATION_NAMES.dnipro,
    languageCode: 'en',
    storeCode: 'PULSE-DNIPRO',
    title: 'Pulse Fitness Sandbox',
    phoneNumbers: { primaryPhone: '+380 56 555 0105', additionalPhones: [] },
    categories: {
      primaryCategory: { name: 'categories/gcid:gym', displayName: 'Gym' },
      additionalCategories: [{ name: 'categories/gcid:yoga_studio', displayName: 'Yoga studio' }],
    },
    storefrontAddress: {
      regionCode: 'UA',
      languageCode: 'uk',
      postalCode: '49000',
      administrativeArea: 'Dnipropetrovsk Oblast',
      locality: 'Dnipro',
      addressLines: ['Dmytra Yavornytskoho Ave, 60'],
    },
    websiteUri: 'https://pulse.sandbox.test/',
    // Open around the clock on weekdays: one period from Monday 06:00 to Saturday 00:00.
    regularHours: {
      periods: [
        period('MONDAY', '06:00', 'SATURDAY', '00:00'),
        period('SATURDAY', '08:00', 'SATURDAY', '22:00'),
      ],
    },
    latlng: { latitude: 48.4647, longitude: 35.0462 },
    openInfo: { status: 'OPEN', canReopen: true, openingDate: { year: 2021, month: 9, day: 1 } },
    metadata: {
      mapsUri: 'https://maps.google.com/maps?cid=1010000000000000005',
      newReviewUri: 'https://search.google.com/local/writereview?placeid=ChIJSandboxPulseDnipro05',
      placeId: 'ChIJSandboxPulseDnipro05',
      canDelete: true,
      hasVoiceOfMerchant: true,
    },
    profile: {
      description: 'A 24/5 gym with yoga classes and personal training in central Dnipro.',
    },
  };
  return [...(shops as (Location & { name: string })[]), dental, gym];
}
