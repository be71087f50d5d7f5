// Longer than 300 lines on purpose: data (the demo menu in display order), not logic to split.
import type { DemoImageSlug } from './demo-illustrations.ts';

/**
 * The demo restaurant's menu, in the order the storefront shows it. Prices in pence, tax included. The
 * default texts are English (with German dish names, as a German restaurant abroad writes them); `de` holds
 * the German menu.
 */

export type DemoTaxKey = 'reduced' | 'standard';

/** The defaults are English; `de` is the German translation. */
interface DemoVariant {
  name: string;
  de: string;
  priceMinor: number;
}

interface DemoText {
  name: string;
  description: string;
}

interface DemoProductBase {
  itemCode: string;
  name: string;
  description: string;
  de: DemoText;
  image: DemoImageSlug;
  /** Defaults to the category's tax. */
  tax?: DemoTaxKey;
}

type DemoProduct =
  | (DemoProductBase & { priceMinor: number; variants?: never })
  | (DemoProductBase & { priceMinor?: never; variants: readonly DemoVariant[] });

export interface DemoCategory {
  name: string;
  description: string;
  de: DemoText;
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
  { name: 'Cup', de: 'Tasse', priceMinor: cup },
  { name: 'Bowl', de: 'Teller', priceMinor: bowl },
];
const classicOrLarge = (classic: number, large: number): DemoVariant[] => [
  { name: 'Classic', de: 'Klassisch', priceMinor: classic },
  { name: 'Large', de: 'Groß', priceMinor: large },
];
const smallOrLargeGlass = (small: number, large: number): DemoVariant[] => [
  { name: '0.3 l', de: '0,3 l', priceMinor: small },
  { name: '0.5 l', de: '0,5 l', priceMinor: large },
];

export const DEMO_MENU: readonly DemoCategory[] = [
  {
    name: 'Starters',
    de: {
      name: 'Vorspeisen',
      description: 'Kleine Teller zum Teilen, während du aussuchst – aus der Backstube und aus der Pfanne.',
    },
    description: 'Vorspeisen – small plates to share while you choose, from the bakery and the pan.',
    image: 'pretzel',
    tax: 'reduced',
    products: [
      {
        itemCode: 'ST-01',
        de: {
          name: 'Brezel mit Obatzda',
          description:
            'Warme bayerische Brezel mit grobem Salz, dazu Obatzda – unser cremiger Dip aus Camembert und Butter mit Paprika und Schnittlauch.',
        },
        name: 'Brezel with Obatzda',
        description:
          'A warm Bavarian pretzel with coarse salt, served with Obatzda – our whipped camembert and butter dip with paprika and chives.',
        priceMinor: 590,
        image: 'pretzel',
      },
      {
        itemCode: 'ST-02',
        de: {
          name: 'Kartoffelpuffer',
          description:
            'Drei knusprige, goldbraune Kartoffelpuffer frisch aus der Pfanne, mit hausgemachtem Apfelmus und einem Löffel Schmand.',
        },
        name: 'Kartoffelpuffer',
        description:
          'Three crisp, golden potato pancakes fresh from the pan, with homemade apple sauce and a spoon of sour cream.',
        priceMinor: 650,
        image: 'potato-pancakes',
      },
      {
        itemCode: 'ST-03',
        de: {
          name: 'Gebackener Camembert',
          description:
            'Panierter Camembert, außen knusprig und innen zart schmelzend, mit Preiselbeerkompott und angemachtem Blattsalat.',
        },
        name: 'Gebackener Camembert',
        description:
          'Breaded camembert fried until gooey inside, with lingonberry compote and dressed leaves.',
        priceMinor: 690,
        image: 'baked-camembert',
      },
      {
        itemCode: 'ST-04',
        de: {
          name: 'Räucherforelle auf Pumpernickel',
          description:
            'Schwarzwälder Räucherforelle auf dunklem Roggenbrot mit Meerrettichcreme, Gurke und frischem Dill.',
        },
        name: 'Smoked Trout on Pumpernickel',
        description: 'Black Forest smoked trout on dark rye with horseradish cream, cucumber and fresh dill.',
        priceMinor: 750,
        image: 'smoked-trout',
      },
    ],
  },
  {
    name: 'Soups',
    de: {
      name: 'Suppen',
      description: 'Lange geköchelte Suppen nach Omas Rezepten, mit frischem Brot dazu.',
    },
    description: 'Suppen – slow-simmered soups from our grandmother’s recipes, with fresh bread on the side.',
    image: 'goulash-soup',
    tax: 'reduced',
    products: [
      {
        itemCode: 'SU-01',
        de: {
          name: 'Gulaschsuppe',
          description:
            'Herzhafte Rindergulaschsuppe mit edelsüßem Paprika, Kartoffeln und Paprikaschoten, mit Schmand und einer Scheibe Bauernbrot.',
        },
        name: 'Gulaschsuppe',
        description:
          'Hearty beef goulash soup with paprika, potatoes and peppers, finished with sour cream and a slice of farmhouse bread.',
        variants: cupOrBowl(490, 690),
        image: 'goulash-soup',
      },
      {
        itemCode: 'SU-02',
        de: {
          name: 'Kartoffelsuppe',
          description:
            'Cremige Kartoffelsuppe mit Lauch und Majoran, dazu Scheiben vom geräucherten Wiener Würstchen.',
        },
        name: 'Kartoffelsuppe',
        description:
          'Creamy potato soup with leek and marjoram, topped with slices of smoked Wiener sausage.',
        variants: cupOrBowl(450, 650),
        image: 'potato-soup',
      },
      {
        itemCode: 'SU-03',
        de: {
          name: 'Flädlesuppe',
          description:
            'Klare Rinderbrühe mit feinen Streifen vom Kräuterpfannkuchen und Schnittlauch – leicht und wärmend.',
        },
        name: 'Flädlesuppe',
        description: 'Clear beef broth with thin strips of herb pancake and chives – light and warming.',
        priceMinor: 490,
        image: 'pancake-soup',
      },
    ],
  },
  {
    name: 'Salads',
    de: { name: 'Salate', description: 'Knackige Blätter und klassische deutsche Salate, frisch angemacht.' },
    description: 'Salate – crisp leaves and classic German salads, dressed to order.',
    image: 'salad',
    tax: 'reduced',
    products: [
      {
        itemCode: 'SA-01',
        de: {
          name: 'Haussalat „Linde“',
          description:
            'Gemischte Blattsalate, Radieschen, Gurke, Kirschtomaten und rote Zwiebeln mit unserem Honig-Senf-Dressing.',
        },
        name: 'Linde House Salad',
        description:
          'Mixed leaves, radish, cucumber, cherry tomatoes and red onion with our honey-mustard dressing.',
        variants: [
          { name: 'Side', de: 'Als Beilage', priceMinor: 450 },
          { name: 'Main', de: 'Als Hauptgericht', priceMinor: 890 },
        ],
        image: 'salad',
      },
      {
        itemCode: 'SA-02',
        de: {
          name: 'Schwäbischer Kartoffelsalat',
          description: 'Noch lauwarm, angemacht mit Brühe, Essig, Zwiebeln und Schnittlauch.',
        },
        name: 'Schwäbischer Kartoffelsalat',
        description: 'Swabian potato salad, still warm, dressed with broth, vinegar, onion and chives.',
        priceMinor: 490,
        image: 'potato-salad',
      },
      {
        itemCode: 'SA-03',
        de: {
          name: 'Salat mit warmem Ziegenkäse',
          description:
            'Gegrillter Ziegenkäse auf Blattsalaten mit karamellisierten Walnüssen, Birne und etwas Honig.',
        },
        name: 'Warm Goat’s Cheese Salad',
        description: 'Grilled goat’s cheese on leaves with caramelised walnuts, pear and a drizzle of honey.',
        priceMinor: 950,
        image: 'goats-cheese-salad',
      },
      {
        itemCode: 'SA-04',
        de: {
          name: 'Wurstsalat',
          description:
            'Lyoner in Streifen und Emmentaler mit Gewürzgurken, roten Zwiebeln und einer kräftigen Vinaigrette.',
        },
        name: 'Wurstsalat',
        description: 'Sliced Lyoner sausage and Emmental with gherkins, red onion and a sharp vinaigrette.',
        priceMinor: 850,
        image: 'sausage-salad',
      },
    ],
  },
  {
    name: 'Mains',
    de: {
      name: 'Hauptgerichte',
      description: 'Die Gerichte, für die unsere Stammgäste wiederkommen – ganz traditionell gekocht.',
    },
    description: 'Hauptgerichte – the dishes our regulars come back for, cooked the traditional way.',
    image: 'schnitzel',
    tax: 'reduced',
    products: [
      {
        itemCode: 'MA-01',
        de: {
          name: 'Wiener Schnitzel',
          description:
            'Dünn geklopftes Kalbsschnitzel, goldbraun in Butter gebraten, mit Zitrone, Preiselbeeren und lauwarmem Kartoffelsalat.',
        },
        name: 'Wiener Schnitzel',
        description:
          'Veal escalope beaten thin and fried golden in butter, with lemon, lingonberries and warm potato salad.',
        variants: [
          { name: 'Small', de: 'Klein', priceMinor: 1390 },
          { name: 'Regular', de: 'Normal', priceMinor: 1690 },
          { name: 'Large', de: 'Groß', priceMinor: 1990 },
        ],
        image: 'schnitzel',
      },
      {
        itemCode: 'MA-02',
        de: {
          name: 'Jägerschnitzel',
          description: 'Knuspriges Schweineschnitzel unter einer cremigen Waldpilzsoße, dazu Butterspätzle.',
        },
        name: 'Jägerschnitzel',
        description: 'Crisp pork schnitzel under a creamy wild mushroom sauce, served with buttered Spätzle.',
        priceMinor: 1550,
        image: 'jaegerschnitzel',
      },
      {
        itemCode: 'MA-03',
        de: {
          name: 'Käsespätzle',
          description:
            'Frische Eierspätzle, mit Bergkäse überbacken, mit knusprigen Röstzwiebeln und Schnittlauch.',
        },
        name: 'Käsespätzle',
        description:
          'Fresh egg noodles baked with mountain cheese and topped with crispy fried onions and chives.',
        priceMinor: 1290,
        image: 'cheese-spaetzle',
      },
      {
        itemCode: 'MA-04',
        de: {
          name: 'Schweinebraten',
          description:
            'Bayerischer Schweinebraten mit Kruste und Dunkelbiersoße, dazu ein Kartoffelknödel und Blaukraut.',
        },
        name: 'Schweinebraten',
        description:
          'Bavarian roast pork with crackling and dark beer gravy, with a potato dumpling and red cabbage.',
        priceMinor: 1650,
        image: 'roast-pork',
      },
      {
        itemCode: 'MA-05',
        de: {
          name: 'Berliner Currywurst',
          description:
            'Unsere eigene gegrillte Bratwurst, in Scheiben geschnitten, mit würzigem Curryketchup und einer Portion Pommes.',
        },
        name: 'Berliner Currywurst',
        description:
          'Our own grilled pork sausage, sliced and smothered in spiced curry ketchup, with a portion of fries.',
        priceMinor: 1090,
        image: 'currywurst',
      },
      {
        itemCode: 'MA-06',
        de: {
          name: 'Rinderroulade',
          description:
            'Gefüllt mit Senf, Speck und Gewürzgurke, stundenlang in Rotweinsoße geschmort, mit Kartoffelpüree.',
        },
        name: 'Rinderroulade',
        description:
          'Beef roll filled with mustard, bacon and gherkin, braised for hours in red wine gravy, with mash.',
        priceMinor: 1890,
        image: 'beef-roulade',
      },
      {
        itemCode: 'MA-07',
        de: {
          name: 'Nürnberger Rostbratwürstchen',
          description:
            'Sechs kleine Nürnberger Würstchen vom Buchenholzgrill, mit Sauerkraut und Kartoffelpüree.',
        },
        name: 'Nürnberger Rostbratwürstchen',
        description:
          'Six little Nuremberg sausages grilled over beech wood, with sauerkraut and mashed potato.',
        priceMinor: 1250,
        image: 'nuremberg-sausages',
      },
      {
        itemCode: 'MA-08',
        de: {
          name: 'Spinat-Maultaschen',
          description:
            'Schwäbische Maultaschen mit Spinat-Kräuter-Füllung, in brauner Zwiebelbutter geschwenkt (vegetarisch).',
        },
        name: 'Spinach Maultaschen',
        description:
          'Swabian pasta parcels filled with spinach and herbs, tossed in browned onion butter (vegetarian).',
        priceMinor: 1250,
        image: 'maultaschen',
      },
    ],
  },
  {
    name: 'Flammkuchen',
    de: {
      name: 'Flammkuchen',
      description:
        'Knuspriger, hauchdünner Elsässer Flammkuchen aus dem sehr heißen Ofen – klassisch oder groß zum Teilen.',
    },
    description:
      'Crisp, wafer-thin Alsatian flatbread baked in a very hot oven – classic size or one to share.',
    image: 'flammkuchen',
    tax: 'reduced',
    products: [
      {
        itemCode: 'FK-01',
        de: {
          name: 'Flammkuchen Elsässer Art',
          description:
            'Das Original: Crème fraîche, Räucherspeckwürfel und süße Zwiebeln auf hauchdünnem, knusprigem Boden.',
        },
        name: 'Flammkuchen Elsässer Art',
        description:
          'The original: crème fraîche, smoked bacon lardons and sweet onion on a crackling-thin base.',
        variants: classicOrLarge(990, 1350),
        image: 'flammkuchen',
      },
      {
        itemCode: 'FK-02',
        de: {
          name: 'Flammkuchen mit Ziegenkäse',
          description: 'Crème fraîche, Ziegenkäse, Walnüsse und Rosmarin, verfeinert mit etwas Honig.',
        },
        name: 'Goat’s Cheese Flammkuchen',
        description: 'Crème fraîche, goat’s cheese, walnuts and rosemary, finished with a drizzle of honey.',
        variants: classicOrLarge(1090, 1450),
        image: 'flammkuchen-goats-cheese',
      },
      {
        itemCode: 'FK-03',
        de: {
          name: 'Flammkuchen mit Räucherlachs',
          description:
            'Crème fraîche, Räucherlachs, rote Zwiebeln und Kapern, nach dem Backen mit frischem Dill bestreut.',
        },
        name: 'Smoked Salmon Flammkuchen',
        description:
          'Crème fraîche, smoked salmon, red onion and capers, scattered with fresh dill after baking.',
        variants: classicOrLarge(1190, 1550),
        image: 'flammkuchen-smoked-salmon',
      },
      {
        itemCode: 'FK-04',
        de: {
          name: 'Flammkuchen Apfel-Zimt',
          description: 'Der Süße: dünne Apfelscheiben, Zimtzucker und etwas Butter, im Ofen karamellisiert.',
        },
        name: 'Apple & Cinnamon Flammkuchen',
        description:
          'The sweet one: thin apple slices, cinnamon sugar and a little butter, caramelised in the oven.',
        variants: classicOrLarge(890, 1250),
        image: 'flammkuchen-apple-cinnamon',
      },
    ],
  },
  {
    name: 'Sides',
    de: { name: 'Beilagen', description: 'Extras zu deinem Hauptgericht oder eine Kleinigkeit für sich.' },
    description: 'Beilagen – extras for your main, or a little something on their own.',
    image: 'fries',
    tax: 'reduced',
    products: [
      {
        itemCode: 'SI-01',
        de: {
          name: 'Pommes frites',
          description: 'Goldgelbe Pommes mit Schale und Meersalz, dazu Ketchup oder Mayonnaise.',
        },
        name: 'Pommes frites',
        description: 'Golden, skin-on fries with sea salt, served with ketchup or mayonnaise.',
        priceMinor: 350,
        image: 'fries',
      },
      {
        itemCode: 'SI-02',
        de: {
          name: 'Bratkartoffeln',
          description: 'Kartoffelscheiben, knusprig gebraten mit Speck und Zwiebeln.',
        },
        name: 'Bratkartoffeln',
        description: 'Sliced potatoes fried crisp with bacon and onion.',
        priceMinor: 420,
        image: 'fried-potatoes',
      },
      {
        itemCode: 'SI-03',
        de: {
          name: 'Butterspätzle',
          description: 'Weiche hausgemachte Eierspätzle, in Butter und Petersilie geschwenkt.',
        },
        name: 'Buttered Spätzle',
        description: 'Soft homemade egg noodles tossed in butter and parsley.',
        priceMinor: 390,
        image: 'buttered-spaetzle',
      },
      {
        itemCode: 'SI-04',
        de: {
          name: 'Sauerkraut',
          description: 'Langsam geschmort mit Wacholder, Lorbeer und einem Schuss Weißwein.',
        },
        name: 'Sauerkraut',
        description: 'Slowly braised with juniper, bay leaf and a splash of white wine.',
        priceMinor: 320,
        image: 'sauerkraut',
      },
      {
        itemCode: 'SI-05',
        de: {
          name: 'Apfelrotkohl',
          description: 'Süßsaurer Rotkohl, mit Apfel und einem Hauch Nelke geschmort.',
        },
        name: 'Apfelrotkohl',
        description: 'Sweet-and-sour red cabbage braised with apple and a hint of clove.',
        priceMinor: 320,
        image: 'red-cabbage',
      },
    ],
  },
  {
    name: 'Desserts',
    de: { name: 'Nachspeisen', description: 'Lass Platz für etwas Süßes – alles aus unserer eigenen Küche.' },
    description: 'Nachspeisen – leave room for something sweet, all made in our kitchen.',
    image: 'apple-strudel',
    tax: 'reduced',
    products: [
      {
        itemCode: 'DE-01',
        de: {
          name: 'Apfelstrudel',
          description:
            'Warmer Apfelstrudel mit Rosinen und Zimt in zartem Strudelteig, mit Vanillesoße und einer Kugel Eis.',
        },
        name: 'Apfelstrudel',
        description:
          'Warm apple strudel with raisins and cinnamon in flaky pastry, with vanilla sauce and a scoop of ice cream.',
        priceMinor: 650,
        image: 'apple-strudel',
      },
      {
        itemCode: 'DE-02',
        de: {
          name: 'Schwarzwälder Kirschtorte',
          description: 'Schokoladenbiskuit, in Kirschwasser getränkte Kirschen und jede Menge Sahne.',
        },
        name: 'Schwarzwälder Kirschtorte',
        description:
          'Black Forest gâteau: chocolate sponge, kirsch-soaked cherries and clouds of whipped cream.',
        priceMinor: 690,
        image: 'black-forest-cake',
      },
      {
        itemCode: 'DE-03',
        de: {
          name: 'Kaiserschmarrn',
          description:
            'Fluffiger, zerrupfter Pfannkuchen, in der Pfanne karamellisiert und mit Puderzucker bestäubt, dazu Zwetschgenröster.',
        },
        name: 'Kaiserschmarrn',
        description:
          'Fluffy shredded pancake caramelised in the pan, dusted with icing sugar, with plum compote.',
        priceMinor: 790,
        image: 'kaiserschmarrn',
      },
      {
        itemCode: 'DE-04',
        de: {
          name: 'Rote Grütze',
          description: 'Gekühlte Grütze aus roten Beeren, wie im Norden, mit kalter Vanillesoße.',
        },
        name: 'Rote Grütze',
        description: 'Chilled red berry compote from the north, served with cold vanilla cream.',
        priceMinor: 550,
        image: 'red-berry-compote',
      },
    ],
  },
  {
    name: 'Drinks',
    de: {
      name: 'Getränke',
      description: 'Deutsches Bier vom Fass, Wein von der Mosel und hausgemachte Limonaden.',
    },
    description: 'Getränke – German beers on draught, wine from the Mosel and homemade soft drinks.',
    image: 'beer',
    tax: 'standard',
    products: [
      {
        itemCode: 'DR-01',
        de: {
          name: 'Münchner Helles',
          description: 'Helles, mildes bayerisches Bier vom Fass, mit ordentlicher Schaumkrone gezapft.',
        },
        name: 'Münchner Helles',
        description: 'Bright, mellow Bavarian lager on draught, poured with a proper head.',
        variants: smallOrLargeGlass(390, 540),
        image: 'beer',
      },
      {
        itemCode: 'DR-02',
        de: {
          name: 'Hefeweizen',
          description: 'Naturtrübes Weizenbier mit Noten von Banane und Nelke, im hohen Glas serviert.',
        },
        name: 'Hefeweizen',
        description: 'Cloudy wheat beer with notes of banana and clove, served in the tall glass.',
        variants: smallOrLargeGlass(420, 580),
        image: 'hefeweizen',
      },
      {
        itemCode: 'DR-03',
        de: {
          name: 'Apfelschorle',
          description: 'Naturtrüber Apfelsaft mit Sprudelwasser – Deutschlands liebster Durstlöscher.',
        },
        name: 'Apfelschorle',
        description:
          'Cloudy apple juice topped up with sparkling water – Germany’s favourite thirst-quencher.',
        variants: smallOrLargeGlass(290, 390),
        image: 'apple-spritzer',
      },
      {
        itemCode: 'DR-04',
        de: {
          name: 'Hausgemachte Holunderblütenlimonade',
          description: 'Gepresste Zitronen, Holunderblütensirup und Sprudelwasser, auf Eis mit Minze.',
        },
        name: 'Homemade Elderflower Lemonade',
        description: 'Pressed lemons, elderflower syrup and sparkling water, served over ice with mint.',
        variants: smallOrLargeGlass(330, 450),
        image: 'elderflower-lemonade',
      },
      {
        itemCode: 'DR-05',
        de: {
          name: 'Mosel-Riesling',
          description: 'Trockener Riesling von der Mosel mit frischen Noten von grünem Apfel und Zitrus.',
        },
        name: 'Mosel Riesling',
        description: 'Dry Riesling from the Mosel valley with crisp green apple and citrus notes.',
        variants: [
          { name: 'Glass 0.2 l', de: 'Glas 0,2 l', priceMinor: 650 },
          { name: 'Bottle 0.75 l', de: 'Flasche 0,75 l', priceMinor: 2200 },
        ],
        image: 'riesling',
      },
      {
        itemCode: 'DR-06',
        de: {
          name: 'Mineralwasser mit Kohlensäure',
          description: 'Gerolsteiner Mineralwasser, 0,75-l-Flasche, gekühlt.',
        },
        name: 'Sparkling Mineral Water',
        description: 'Gerolsteiner mineral water, 0.75 l bottle, chilled.',
        priceMinor: 420,
        image: 'mineral-water',
      },
    ],
  },
];
