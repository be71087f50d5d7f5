// Longer than 300 lines on purpose: data (the demo menu in display order), not logic to split.
import type { DemoImageSlug } from './demo-illustrations.ts';

/** The demo restaurant's menu, in the order the storefront shows it. Prices in pence, tax included. */

export type DemoTaxKey = 'reduced' | 'standard';

interface DemoVariant {
  name: string;
  priceMinor: number;
}

interface DemoProductBase {
  itemCode: string;
  name: string;
  description: string;
  image?: DemoImageSlug;
  /** Defaults to the category's tax. */
  tax?: DemoTaxKey;
}

type DemoProduct =
  | (DemoProductBase & { priceMinor: number; variants?: never })
  | (DemoProductBase & { priceMinor?: never; variants: readonly DemoVariant[] });

export interface DemoCategory {
  name: string;
  description: string;
  image: DemoImageSlug;
  tax: DemoTaxKey;
  products: readonly DemoProduct[];
}

export const DEMO_TAXES: Record<DemoTaxKey, { name: string; rateBasisPoints: number; description: string }> =
  {
    reduced: { name: 'Reduced rate', rateBasisPoints: 700, description: 'Food' },
    standard: { name: 'Standard rate', rateBasisPoints: 1900, description: 'Drinks, including alcohol' },
  };

const cupOrBowl = (cup: number, bowl: number): DemoVariant[] => [
  { name: 'Cup', priceMinor: cup },
  { name: 'Bowl', priceMinor: bowl },
];
const classicOrLarge = (classic: number, large: number): DemoVariant[] => [
  { name: 'Classic', priceMinor: classic },
  { name: 'Large', priceMinor: large },
];
const smallOrLargeGlass = (small: number, large: number): DemoVariant[] => [
  { name: '0.3 l', priceMinor: small },
  { name: '0.5 l', priceMinor: large },
];

export const DEMO_MENU: readonly DemoCategory[] = [
  {
    name: 'Starters',
    description: 'Vorspeisen – small plates to share while you choose, from the bakery and the pan.',
    image: 'pretzel',
    tax: 'reduced',
    products: [
      {
        itemCode: 'ST-01',
        name: 'Brezel with Obatzda',
        description:
          'A warm Bavarian pretzel with coarse salt, served with Obatzda – our whipped camembert and butter dip with paprika and chives.',
        priceMinor: 590,
        image: 'pretzel',
      },
      {
        itemCode: 'ST-02',
        name: 'Kartoffelpuffer',
        description:
          'Three crisp, golden potato pancakes fresh from the pan, with homemade apple sauce and a spoon of sour cream.',
        priceMinor: 650,
        image: 'potato-pancakes',
      },
      {
        itemCode: 'ST-03',
        name: 'Gebackener Camembert',
        description:
          'Breaded camembert fried until gooey inside, with lingonberry compote and dressed leaves.',
        priceMinor: 690,
      },
      {
        itemCode: 'ST-04',
        name: 'Smoked Trout on Pumpernickel',
        description: 'Black Forest smoked trout on dark rye with horseradish cream, cucumber and fresh dill.',
        priceMinor: 750,
      },
    ],
  },
  {
    name: 'Soups',
    description: 'Suppen – slow-simmered soups from our grandmother’s recipes, with fresh bread on the side.',
    image: 'goulash-soup',
    tax: 'reduced',
    products: [
      {
        itemCode: 'SU-01',
        name: 'Gulaschsuppe',
        description:
          'Hearty beef goulash soup with paprika, potatoes and peppers, finished with sour cream and a slice of farmhouse bread.',
        variants: cupOrBowl(490, 690),
        image: 'goulash-soup',
      },
      {
        itemCode: 'SU-02',
        name: 'Kartoffelsuppe',
        description:
          'Creamy potato soup with leek and marjoram, topped with slices of smoked Wiener sausage.',
        variants: cupOrBowl(450, 650),
      },
      {
        itemCode: 'SU-03',
        name: 'Flädlesuppe',
        description: 'Clear beef broth with thin strips of herb pancake and chives – light and warming.',
        priceMinor: 490,
      },
    ],
  },
  {
    name: 'Salads',
    description: 'Salate – crisp leaves and classic German salads, dressed to order.',
    image: 'salad',
    tax: 'reduced',
    products: [
      {
        itemCode: 'SA-01',
        name: 'Linde House Salad',
        description:
          'Mixed leaves, radish, cucumber, cherry tomatoes and red onion with our honey-mustard dressing.',
        variants: [
          { name: 'Side', priceMinor: 450 },
          { name: 'Main', priceMinor: 890 },
        ],
        image: 'salad',
      },
      {
        itemCode: 'SA-02',
        name: 'Schwäbischer Kartoffelsalat',
        description: 'Swabian potato salad, still warm, dressed with broth, vinegar, onion and chives.',
        priceMinor: 490,
      },
      {
        itemCode: 'SA-03',
        name: 'Warm Goat’s Cheese Salad',
        description: 'Grilled goat’s cheese on leaves with caramelised walnuts, pear and a drizzle of honey.',
        priceMinor: 950,
      },
      {
        itemCode: 'SA-04',
        name: 'Wurstsalat',
        description: 'Sliced Lyoner sausage and Emmental with gherkins, red onion and a sharp vinaigrette.',
        priceMinor: 850,
      },
    ],
  },
  {
    name: 'Mains',
    description: 'Hauptgerichte – the dishes our regulars come back for, cooked the traditional way.',
    image: 'schnitzel',
    tax: 'reduced',
    products: [
      {
        itemCode: 'MA-01',
        name: 'Wiener Schnitzel',
        description:
          'Veal escalope beaten thin and fried golden in butter, with lemon, lingonberries and warm potato salad.',
        variants: [
          { name: 'Small', priceMinor: 1390 },
          { name: 'Regular', priceMinor: 1690 },
          { name: 'Large', priceMinor: 1990 },
        ],
        image: 'schnitzel',
      },
      {
        itemCode: 'MA-02',
        name: 'Jägerschnitzel',
        description: 'Crisp pork schnitzel under a creamy wild mushroom sauce, served with buttered Spätzle.',
        priceMinor: 1550,
      },
      {
        itemCode: 'MA-03',
        name: 'Käsespätzle',
        description:
          'Fresh egg noodles baked with mountain cheese and topped with crispy fried onions and chives.',
        priceMinor: 1290,
        image: 'cheese-spaetzle',
      },
      {
        itemCode: 'MA-04',
        name: 'Schweinebraten',
        description:
          'Bavarian roast pork with crackling and dark beer gravy, with a potato dumpling and red cabbage.',
        priceMinor: 1650,
      },
      {
        itemCode: 'MA-05',
        name: 'Berliner Currywurst',
        description:
          'Our own grilled pork sausage, sliced and smothered in spiced curry ketchup, with a portion of fries.',
        priceMinor: 1090,
        image: 'currywurst',
      },
      {
        itemCode: 'MA-06',
        name: 'Rinderroulade',
        description:
          'Beef roll filled with mustard, bacon and gherkin, braised for hours in red wine gravy, with mash.',
        priceMinor: 1890,
      },
      {
        itemCode: 'MA-07',
        name: 'Nürnberger Rostbratwürstchen',
        description:
          'Six little Nuremberg sausages grilled over beech wood, with sauerkraut and mashed potato.',
        priceMinor: 1250,
      },
      {
        itemCode: 'MA-08',
        name: 'Spinach Maultaschen',
        description:
          'Swabian pasta parcels filled with spinach and herbs, tossed in browned onion butter (vegetarian).',
        priceMinor: 1250,
      },
    ],
  },
  {
    name: 'Flammkuchen',
    description:
      'Crisp, wafer-thin Alsatian flatbread baked in a very hot oven – classic size or one to share.',
    image: 'flammkuchen',
    tax: 'reduced',
    products: [
      {
        itemCode: 'FK-01',
        name: 'Flammkuchen Elsässer Art',
        description:
          'The original: crème fraîche, smoked bacon lardons and sweet onion on a crackling-thin base.',
        variants: classicOrLarge(990, 1350),
        image: 'flammkuchen',
      },
      {
        itemCode: 'FK-02',
        name: 'Goat’s Cheese Flammkuchen',
        description: 'Crème fraîche, goat’s cheese, walnuts and rosemary, finished with a drizzle of honey.',
        variants: classicOrLarge(1090, 1450),
      },
      {
        itemCode: 'FK-03',
        name: 'Smoked Salmon Flammkuchen',
        description:
          'Crème fraîche, smoked salmon, red onion and capers, scattered with fresh dill after baking.',
        variants: classicOrLarge(1190, 1550),
      },
      {
        itemCode: 'FK-04',
        name: 'Apple & Cinnamon Flammkuchen',
        description:
          'The sweet one: thin apple slices, cinnamon sugar and a little butter, caramelised in the oven.',
        variants: classicOrLarge(890, 1250),
      },
    ],
  },
  {
    name: 'Sides',
    description: 'Beilagen – extras for your main, or a little something on their own.',
    image: 'fries',
    tax: 'reduced',
    products: [
      {
        itemCode: 'SI-01',
        name: 'Pommes frites',
        description: 'Golden, skin-on fries with sea salt, served with ketchup or mayonnaise.',
        priceMinor: 350,
        image: 'fries',
      },
      {
        itemCode: 'SI-02',
        name: 'Bratkartoffeln',
        description: 'Sliced potatoes fried crisp with bacon and onion.',
        priceMinor: 420,
      },
      {
        itemCode: 'SI-03',
        name: 'Buttered Spätzle',
        description: 'Soft homemade egg noodles tossed in butter and parsley.',
        priceMinor: 390,
      },
      {
        itemCode: 'SI-04',
        name: 'Sauerkraut',
        description: 'Slowly braised with juniper, bay leaf and a splash of white wine.',
        priceMinor: 320,
      },
      {
        itemCode: 'SI-05',
        name: 'Apfelrotkohl',
        description: 'Sweet-and-sour red cabbage braised with apple and a hint of clove.',
        priceMinor: 320,
      },
    ],
  },
  {
    name: 'Desserts',
    description: 'Nachspeisen – leave room for something sweet, all made in our kitchen.',
    image: 'apple-strudel',
    tax: 'reduced',
    products: [
      {
        itemCode: 'DE-01',
        name: 'Apfelstrudel',
        description:
          'Warm apple strudel with raisins and cinnamon in flaky pastry, with vanilla sauce and a scoop of ice cream.',
        priceMinor: 650,
        image: 'apple-strudel',
      },
      {
        itemCode: 'DE-02',
        name: 'Schwarzwälder Kirschtorte',
        description:
          'Black Forest gâteau: chocolate sponge, kirsch-soaked cherries and clouds of whipped cream.',
        priceMinor: 690,
        image: 'black-forest-cake',
      },
      {
        itemCode: 'DE-03',
        name: 'Kaiserschmarrn',
        description:
          'Fluffy shredded pancake caramelised in the pan, dusted with icing sugar, with plum compote.',
        priceMinor: 790,
      },
      {
        itemCode: 'DE-04',
        name: 'Rote Grütze',
        description: 'Chilled red berry compote from the north, served with cold vanilla cream.',
        priceMinor: 550,
      },
    ],
  },
  {
    name: 'Drinks',
    description: 'Getränke – German beers on draught, wine from the Mosel and homemade soft drinks.',
    image: 'beer',
    tax: 'standard',
    products: [
      {
        itemCode: 'DR-01',
        name: 'Münchner Helles',
        description: 'Bright, mellow Bavarian lager on draught, poured with a proper head.',
        variants: smallOrLargeGlass(390, 540),
        image: 'beer',
      },
      {
        itemCode: 'DR-02',
        name: 'Hefeweizen',
        description: 'Cloudy wheat beer with notes of banana and clove, served in the tall glass.',
        variants: smallOrLargeGlass(420, 580),
      },
      {
        itemCode: 'DR-03',
        name: 'Apfelschorle',
        description:
          'Cloudy apple juice topped up with sparkling water – Germany’s favourite thirst-quencher.',
        variants: smallOrLargeGlass(290, 390),
        image: 'apple-spritzer',
      },
      {
        itemCode: 'DR-04',
        name: 'Homemade Elderflower Lemonade',
        description: 'Pressed lemons, elderflower syrup and sparkling water, served over ice with mint.',
        variants: smallOrLargeGlass(330, 450),
      },
      {
        itemCode: 'DR-05',
        name: 'Mosel Riesling',
        description: 'Dry Riesling from the Mosel valley with crisp green apple and citrus notes.',
        variants: [
          { name: 'Glass 0.2 l', priceMinor: 650 },
          { name: 'Bottle 0.75 l', priceMinor: 2200 },
        ],
      },
      {
        itemCode: 'DR-06',
        name: 'Sparkling Mineral Water',
        description: 'Gerolsteiner mineral water, 0.75 l bottle, chilled.',
        priceMinor: 420,
      },
    ],
  },
];
