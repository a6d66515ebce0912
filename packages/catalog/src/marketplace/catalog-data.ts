// The marketplace catalog: categories with subcategories, retailers and products. Ids and slugs are
// stored in couples' registries and URLs (/registry/:category/:subcategory/:product): add new ones,
// never rename or reuse one. Each product is [name, price in dollars, one line about it].
export type ProductStyle = 'Modern' | 'Traditional' | 'Rustic' | 'Bohemian' | 'Vintage' | 'Garden';

export interface RetailerData {
  id: string;
  name: string;
  description: string;
  /** Share of a sale paid to us, 0-1. */
  commissionRate: number;
}

export const RETAILERS: readonly RetailerData[] = [
  {
    id: 'hearth-table',
    name: 'Hearth & Table',
    description: 'Cookware and tableware made to be used every day.',
    commissionRate: 0.08,
  },
  {
    id: 'linen-lane',
    name: 'Linen Lane',
    description: 'Bedding, towels and soft things for the home.',
    commissionRate: 0.1,
  },
  {
    id: 'maple-co',
    name: 'Maple & Co.',
    description: 'Furniture, lighting and decor from small workshops.',
    commissionRate: 0.07,
  },
  {
    id: 'open-road',
    name: 'Open Road Outfitters',
    description: 'Gear for the garden, the grill and the campsite.',
    commissionRate: 0.06,
  },
  {
    id: 'wander',
    name: 'Wander Experiences',
    description: 'Trips, tastings and classes to share.',
    commissionRate: 0.12,
  },
  {
    id: 'keepsake-studio',
    name: 'Keepsake Studio',
    description: 'Wedding keepsakes, albums and the details of the day.',
    commissionRate: 0.1,
  },
];

export type ProductRow = readonly [name: string, price: number, detail: string];

export interface SubcategoryData {
  slug: string;
  name: string;
  retailer: string;
  /** Classic registry gifts; the search can keep to these. */
  weddingRelevant: boolean;
  styles: readonly ProductStyle[];
  /** Which picture the generated image draws. */
  icon: ProductIcon;
  products: readonly ProductRow[];
}

export type ProductIcon =
  | 'pot'
  | 'mixer'
  | 'whisk'
  | 'knife'
  | 'plate'
  | 'glass'
  | 'fork'
  | 'bowl'
  | 'frame'
  | 'lamp'
  | 'basket'
  | 'chair'
  | 'bed'
  | 'towel'
  | 'bottle'
  | 'moon'
  | 'flame'
  | 'leaf'
  | 'tent'
  | 'plane'
  | 'cup'
  | 'palette'
  | 'spa'
  | 'ring'
  | 'heart'
  | 'book';

export interface CategoryData {
  slug: string;
  name: string;
  description: string;
  /** Base hue of its pictures (0-360). */
  hue: number;
  subcategories: readonly SubcategoryData[];
}

export const CATEGORY_DATA: readonly CategoryData[] = [
  {
    slug: 'kitchen',
    name: 'Kitchen',
    description: 'Cookware, appliances and tools for cooking together.',
    hue: 18,
    subcategories: [
      {
        slug: 'cookware',
        name: 'Cookware',
        retailer: 'hearth-table',
        weddingRelevant: true,
        styles: ['Traditional', 'Rustic', 'Vintage'],
        icon: 'pot',
        products: [
          ['Enamelled Cast Iron Dutch Oven', 385, '5.5 quart, for braises, bread and soups.'],
          ['Tri-Ply Stainless Cookware Set', 649, 'Ten pieces that go from hob to oven.'],
          ['Carbon Steel Skillet', 95, '12 inch pan that seasons with every use.'],
          ['Nonstick Everyday Pan', 120, 'Deep 10.5 inch pan with a glass lid.'],
          ['Copper Saucepan', 260, 'Hammered copper with a brass handle.'],
          ['Cast Iron Grill Pan', 75, 'Square ridged pan for indoor grilling.'],
          ['Stockpot with Pasta Insert', 160, '12 quart pot with a strainer insert.'],
          ['Braiser with Glass Lid', 230, 'Shallow 3.5 quart braiser for one-pot dinners.'],
        ],
      },
      {
        slug: 'small-appliances',
        name: 'Small Appliances',
        retailer: 'hearth-table',
        weddingRelevant: true,
        styles: ['Modern', 'Vintage'],
        icon: 'mixer',
        products: [
          ['Tilt-Head Stand Mixer', 449, 'Five-quart bowl, ten speeds, in a colour of your choice.'],
          ['Espresso Machine with Grinder', 699, 'Grinds, tamps and steams milk for two cups at once.'],
          ['High-Speed Blender', 399, 'Smoothies, soups and nut butters in one jug.'],
          ['Food Processor', 229, '11 cup bowl with slicing and shredding discs.'],
          ['Electric Kettle with Temperature Control', 99, 'Five presets for green tea to French press.'],
          ['Two-Slice Toaster', 79, 'Wide slots for bagels and thick bread.'],
          ['Multi-Cooker', 149, 'Pressure cooks, slow cooks and steams rice.'],
          ['Countertop Air Fryer Oven', 199, 'Bakes, roasts and air fries a whole chicken.'],
          ['Pour-Over Coffee Brewer', 329, 'Brews a full carafe at the right temperature.'],
        ],
      },
      {
        slug: 'bakeware',
        name: 'Bakeware',
        retailer: 'hearth-table',
        weddingRelevant: true,
        styles: ['Traditional', 'Rustic', 'Garden'],
        icon: 'whisk',
        products: [
          ['Ceramic Pie Dish', 45, 'Fluted edge, oven to table.'],
          ['Stoneware Baking Dish Set', 89, 'Three nesting rectangular dishes.'],
          ['Sheet Pan Pair', 42, 'Heavy aluminium half sheets that never warp.'],
          ['Bundt Pan', 38, 'Cast aluminium for a crisp golden crust.'],
          ['Bread Proofing Basket Kit', 35, 'Banneton, liner and lame for sourdough.'],
          ['Marble Pastry Board', 68, 'Keeps dough cool while you roll.'],
          ['Nesting Mixing Bowls', 59, 'Five stainless bowls with lids.'],
          ['Cookie Baking Starter Set', 64, 'Cutters, rack and silicone mats.'],
        ],
      },
      {
        slug: 'cutlery-tools',
        name: 'Knives & Tools',
        retailer: 'hearth-table',
        weddingRelevant: true,
        styles: ['Modern', 'Traditional'],
        icon: 'knife',
        products: [
          ['Chef Knife', 165, '8 inch forged blade for everyday prep.'],
          ['Knife Block Set', 399, 'Seven knives and shears in a walnut block.'],
          ['End-Grain Cutting Board', 120, 'Maple board that is kind to knife edges.'],
          ['Santoku Knife', 135, '7 inch blade with a granton edge.'],
          ['Whetstone Sharpening Kit', 55, '1000/6000 grit stone with a bamboo base.'],
          ['Kitchen Utensil Set', 72, 'Olive wood spoons, spatula and tongs.'],
          ['Digital Kitchen Scale', 35, 'Weighs to the gram, up to 5 kg.'],
          ['Pepper Mill and Salt Cellar', 65, 'Adjustable grind, beech wood.'],
        ],
      },
    ],
  },
  {
    slug: 'dining',
    name: 'Dining',
    description: 'Dinnerware, glasses and everything for the table.',
    hue: 205,
    subcategories: [
      {
        slug: 'dinnerware',
        name: 'Dinnerware',
        retailer: 'hearth-table',
        weddingRelevant: true,
        styles: ['Traditional', 'Modern', 'Vintage'],
        icon: 'plate',
        products: [
          ['Stoneware Dinner Plates, Set of 4', 96, 'Reactive glaze, every plate a little different.'],
          ['Porcelain Place Setting', 85, 'Dinner, salad, bowl and mug in white porcelain.'],
          ['Fine Bone China Dinner Set', 420, 'Twelve pieces with a gold rim.'],
          ['Pasta Bowls, Set of 4', 72, 'Wide shallow bowls for pasta and salads.'],
          ['Salad Plates, Set of 4', 64, 'Speckled stoneware salad plates.'],
          ['Hand-Thrown Mugs, Set of 2', 58, 'Made by a potter in Vermont.'],
          ['Melamine Outdoor Dinner Set', 79, 'Unbreakable plates for the patio.'],
          ['Dessert Plates with Gold Rim', 68, 'Set of four for cake and celebrations.'],
        ],
      },
      {
        slug: 'glassware-bar',
        name: 'Glassware & Bar',
        retailer: 'hearth-table',
        weddingRelevant: true,
        styles: ['Modern', 'Vintage', 'Traditional'],
        icon: 'glass',
        products: [
          ['Crystal Champagne Flutes, Pair', 95, 'Lead-free crystal for the first toast.'],
          ['Red Wine Glasses, Set of 4', 88, 'Large bowls that let a wine open up.'],
          ['Everyday Tumblers, Set of 6', 42, 'Stackable, dishwasher safe.'],
          ['Cocktail Shaker Set', 75, 'Shaker, jigger, strainer and spoon.'],
          ['Decanter', 110, 'Hand-blown glass with a wide base.'],
          ['Whiskey Glasses with Stones', 60, 'Two heavy glasses and soapstone cubes.'],
          ['Coupe Glasses, Set of 4', 70, 'Etched coupes for martinis and bubbles.'],
          ['Wine Preserver and Opener Kit', 129, 'Electric opener and vacuum stoppers.'],
        ],
      },
      {
        slug: 'flatware',
        name: 'Flatware',
        retailer: 'hearth-table',
        weddingRelevant: true,
        styles: ['Traditional', 'Modern'],
        icon: 'fork',
        products: [
          ['Stainless Flatware Set for 8', 180, 'Forty pieces with a satin finish.'],
          ['Matte Black Flatware Set', 140, 'Twenty pieces for four.'],
          ['Gold Flatware Set', 199, 'Brushed gold, twenty pieces.'],
          ['Steak Knives, Set of 6', 90, 'Serrated blades with pakka wood handles.'],
          ['Serving Utensils Set', 48, 'Salad servers, ladle and cake server.'],
          ['Silver-Plated Heirloom Set', 350, 'A set to pass down, with a chest.'],
          ['Dessert Spoons, Set of 8', 36, 'Small spoons for every sweet.'],
          ['Flatware Caddy', 34, 'Enamel caddy for buffets and picnics.'],
        ],
      },
      {
        slug: 'serveware',
        name: 'Serveware',
        retailer: 'maple-co',
        weddingRelevant: true,
        styles: ['Rustic', 'Garden', 'Bohemian'],
        icon: 'bowl',
        products: [
          ['Acacia Serving Board', 65, 'Long board for cheese and charcuterie.'],
          ['Marble Cheese Board with Knives', 85, 'White marble and three small knives.'],
          ['Ceramic Serving Platter', 58, 'Oval platter for roasts and feasts.'],
          ['Olive Wood Salad Bowl', 95, 'Carved from one piece of olive wood.'],
          ['Cake Stand with Dome', 75, 'Glass dome on a footed stand.'],
          ['Linen Tablecloth', 88, 'Stonewashed linen for eight.'],
          ['Cloth Napkins, Set of 8', 45, 'Cotton napkins in soft colours.'],
          ['Tiered Serving Stand', 52, 'Three tiers for brunch and tea.'],
        ],
      },
    ],
  },
  {
    slug: 'home',
    name: 'Home',
    description: 'Decor, lighting and pieces that make a house yours.',
    hue: 150,
    subcategories: [
      {
        slug: 'decor',
        name: 'Decor',
        retailer: 'maple-co',
        weddingRelevant: true,
        styles: ['Bohemian', 'Vintage', 'Garden'],
        icon: 'frame',
        products: [
          ['Framed Botanical Prints, Set of 3', 140, 'Pressed-flower prints in oak frames.'],
          ['Hand-Woven Wall Hanging', 95, 'Macrame in undyed cotton.'],
          ['Ceramic Vase Trio', 78, 'Three matte vases for stems and branches.'],
          ['Round Wall Mirror', 180, 'Thin brass frame, 30 inch.'],
          ['Wool Throw Blanket', 120, 'Herringbone wool throw.'],
          ['Linen Throw Pillows, Pair', 70, 'Washed linen covers with inserts.'],
          ['Jute Area Rug', 260, 'Hand-woven 5 by 8 foot rug.'],
          ['Scented Candle Collection', 54, 'Three soy candles for three rooms.'],
        ],
      },
      {
        slug: 'lighting',
        name: 'Lighting',
        retailer: 'maple-co',
        weddingRelevant: false,
        styles: ['Modern', 'Vintage'],
        icon: 'lamp',
        products: [
          ['Ceramic Table Lamp', 165, 'Glazed base with a linen shade.'],
          ['Arc Floor Lamp', 290, 'Brass arc that reaches over the sofa.'],
          ['Rattan Pendant Light', 150, 'Woven shade that casts soft patterns.'],
          ['Cordless Dining Lamp', 95, 'Rechargeable lamp for the table or terrace.'],
          ['Smart Bulb Starter Kit', 110, 'Four dimmable bulbs and a hub.'],
          ['Brass Wall Sconces, Pair', 240, 'Plug-in sconces with swing arms.'],
          ['Paper Lantern Floor Lamp', 130, 'Tall rice-paper lantern.'],
          ['Reading Lamp', 85, 'Adjustable arm in powder-coated steel.'],
        ],
      },
      {
        slug: 'storage',
        name: 'Storage & Organization',
        retailer: 'maple-co',
        weddingRelevant: false,
        styles: ['Modern', 'Rustic'],
        icon: 'basket',
        products: [
          ['Seagrass Storage Baskets, Set of 3', 68, 'Nesting baskets with handles.'],
          ['Entryway Bench with Shoe Rack', 210, 'Oak bench with two shelves.'],
          ['Pantry Jar Set', 75, 'Twelve glass jars with bamboo lids.'],
          ['Wall-Mounted Coat Rack', 58, 'Five walnut pegs.'],
          ['Linen Closet Bins', 49, 'Four fabric bins with labels.'],
          ['Wooden Wine Rack', 95, 'Holds twenty bottles, stackable.'],
          ['Jewelry Box', 85, 'Two drawers lined in velvet.'],
          ['Under-Bed Storage Set', 60, 'Two zip bags on wheels.'],
        ],
      },
      {
        slug: 'furniture-accents',
        name: 'Furniture Accents',
        retailer: 'maple-co',
        weddingRelevant: false,
        styles: ['Modern', 'Rustic', 'Bohemian'],
        icon: 'chair',
        products: [
          ['Walnut Side Table', 230, 'Round table with a lower shelf.'],
          ['Upholstered Accent Chair', 520, 'Boucle chair for a reading corner.'],
          ['Nesting Coffee Tables', 380, 'Two oak tables that tuck together.'],
          ['Bar Cart', 260, 'Brass cart with two glass shelves.'],
          ['Bookshelf Ladder', 175, 'Five-tier leaning shelf.'],
          ['Rattan Ottoman', 140, 'Woven footstool with a cushion.'],
          ['Console Table', 310, 'Slim entry table in ash.'],
          ['Floor Cushion Pair', 90, 'Round cotton floor cushions.'],
        ],
      },
    ],
  },
  {
    slug: 'bed-bath',
    name: 'Bed & Bath',
    description: 'Sheets, towels and the comforts of a shared home.',
    hue: 265,
    subcategories: [
      {
        slug: 'bedding',
        name: 'Bedding',
        retailer: 'linen-lane',
        weddingRelevant: true,
        styles: ['Traditional', 'Modern', 'Garden'],
        icon: 'bed',
        products: [
          ['Linen Sheet Set, Queen', 260, 'Stonewashed French linen, four pieces.'],
          ['Percale Sheet Set, King', 220, 'Crisp cotton percale.'],
          ['Down Alternative Duvet', 180, 'All-season weight, machine washable.'],
          ['Duvet Cover Set', 190, 'Washed cotton cover and two shams.'],
          ['Quilted Coverlet', 160, 'Lightweight quilt for warm nights.'],
          ['Sateen Pillowcases, Pair', 55, 'Silky cotton sateen.'],
          ['Wool Blanket', 210, 'Merino wool in a plaid weave.'],
          ['Flannel Sheet Set', 130, 'Brushed cotton for winter.'],
        ],
      },
      {
        slug: 'towels',
        name: 'Bath Towels',
        retailer: 'linen-lane',
        weddingRelevant: true,
        styles: ['Modern', 'Traditional'],
        icon: 'towel',
        products: [
          ['Turkish Cotton Towel Set', 120, 'Two bath, two hand and two wash towels.'],
          ['Waffle Bath Towels, Pair', 78, 'Quick-drying waffle weave.'],
          ['Plush Bath Sheets, Pair', 98, 'Oversized and thick.'],
          ['Organic Hand Towels, Set of 4', 48, 'GOTS-certified organic cotton.'],
          ['Beach Towels, Pair', 70, 'Striped Turkish towels for the honeymoon.'],
          ['Bath Mat', 45, 'Thick cotton tufted mat.'],
          ['Linen Hand Towels', 42, 'Set of two, they soften with every wash.'],
          ['Monogrammed Towel Set', 150, 'Six towels embroidered with your initials.'],
        ],
      },
      {
        slug: 'bath-accessories',
        name: 'Bath Accessories',
        retailer: 'linen-lane',
        weddingRelevant: true,
        styles: ['Modern', 'Bohemian', 'Garden'],
        icon: 'bottle',
        products: [
          ['Matching Robes, Pair', 180, 'Waffle-knit cotton robes for two.'],
          ['Marble Bath Accessory Set', 95, 'Soap pump, tray and tumbler.'],
          ['Teak Bath Caddy', 65, 'Spans the tub for a book and a candle.'],
          ['Shower Curtain in Linen', 70, 'Washed linen with a liner.'],
          ['Bath Essentials Gift Box', 85, 'Salts, oils and a loofah.'],
          ['Ceramic Soap Dishes, Pair', 28, 'Draining dishes in speckled glaze.'],
          ['Towel Warmer', 240, 'Freestanding heated rack.'],
          ['Vanity Tray', 38, 'Brass tray for everyday things.'],
        ],
      },
      {
        slug: 'sleep',
        name: 'Sleep',
        retailer: 'linen-lane',
        weddingRelevant: false,
        styles: ['Modern'],
        icon: 'moon',
        products: [
          ['Memory Foam Pillows, Pair', 140, 'Adjustable fill for side and back sleepers.'],
          ['Mattress Topper', 250, 'Three-inch latex topper, queen.'],
          ['Weighted Blanket', 170, 'Fifteen pounds of calm.'],
          ['Sunrise Alarm Clock', 99, 'Wakes you with light instead of noise.'],
          ['Silk Sleep Masks, Pair', 45, 'Mulberry silk.'],
          ['White Noise Machine', 60, 'Fan-based sound, no loops.'],
          ['Bedside Carafe Set', 36, 'Glass carafe with a cup lid.'],
          ['Cooling Pillowcases, Pair', 50, 'Eucalyptus lyocell.'],
        ],
      },
    ],
  },
  {
    slug: 'outdoor',
    name: 'Outdoor',
    description: 'For the grill, the garden and weekends away.',
    hue: 95,
    subcategories: [
      {
        slug: 'grilling',
        name: 'Grilling',
        retailer: 'open-road',
        weddingRelevant: true,
        styles: ['Rustic', 'Garden'],
        icon: 'flame',
        products: [
          ['Kettle Charcoal Grill', 220, '22 inch grill with an ash catcher.'],
          ['Gas Grill, Three Burners', 599, 'Side shelves and a warming rack.'],
          ['Pizza Oven', 399, 'Wood and charcoal, reaches 900°F.'],
          ['Grill Tool Set', 65, 'Spatula, tongs, fork and brush in a case.'],
          ['Smoker Box and Wood Chips', 40, 'Hickory, apple and cherry chips.'],
          ['Cast Iron Griddle', 85, 'Reversible griddle for the grill.'],
          ['Wireless Meat Thermometer', 99, 'Two probes and an app.'],
          ['Grill Cover', 55, 'Waterproof and vented.'],
        ],
      },
      {
        slug: 'patio-garden',
        name: 'Patio & Garden',
        retailer: 'open-road',
        weddingRelevant: true,
        styles: ['Garden', 'Bohemian', 'Rustic'],
        icon: 'leaf',
        products: [
          ['Teak Bistro Set', 450, 'Folding table and two chairs.'],
          ['Outdoor String Lights', 60, '48 feet of warm bulbs.'],
          ['Fire Pit', 280, 'Smokeless steel fire pit.'],
          ['Raised Garden Bed', 150, 'Cedar bed, 4 by 8 feet.'],
          ['Hammock with Stand', 210, 'Quilted hammock for two.'],
          ['Planter Set', 95, 'Three glazed planters with saucers.'],
          ['Garden Tool Set', 78, 'Trowel, pruners, fork and a canvas bag.'],
          ['Outdoor Rug', 130, 'Weatherproof woven rug, 6 by 9 feet.'],
          ['Herb Garden Kit', 45, 'Seeds, pots and soil for eight herbs.'],
        ],
      },
      {
        slug: 'camping-picnic',
        name: 'Camping & Picnic',
        retailer: 'open-road',
        weddingRelevant: false,
        styles: ['Rustic', 'Bohemian'],
        icon: 'tent',
        products: [
          ['Two-Person Tent', 320, 'Lightweight backpacking tent.'],
          ['Double Sleeping Bag', 180, 'Zips into one roomy bag for two.'],
          ['Picnic Backpack for Two', 90, 'Plates, glasses and a cooler pocket.'],
          ['Insulated Cooler', 250, 'Keeps ice for five days.'],
          ['Camp Stove', 120, 'Two burners that fold into a case.'],
          ['Camp Chairs, Pair', 110, 'Low chairs with cup holders.'],
          ['Picnic Blanket', 60, 'Water-resistant backing, machine washable.'],
          ['Lantern Set', 70, 'Two rechargeable LED lanterns.'],
        ],
      },
    ],
  },
  {
    slug: 'experiences',
    name: 'Experiences',
    description: 'Memories instead of things: trips, dinners and classes.',
    hue: 330,
    subcategories: [
      {
        slug: 'honeymoon',
        name: 'Honeymoon Adventures',
        retailer: 'wander',
        weddingRelevant: true,
        styles: ['Bohemian', 'Garden', 'Modern'],
        icon: 'plane',
        products: [
          ['Sunset Sailing Trip', 240, 'Two hours on the water with a picnic.'],
          ['Snorkelling Excursion for Two', 180, 'Half a day on the reef with a guide.'],
          ['Couples Massage on the Beach', 260, 'Ninety minutes by the sea.'],
          ['Hot Air Balloon Ride', 520, 'Sunrise flight with a champagne toast.'],
          ['Romantic Dinner for Two', 200, 'Tasting menu at the resort restaurant.'],
          ['Airport Transfer', 90, 'A driver waiting at arrivals.'],
          ['Room Upgrade for a Night', 150, 'An ocean view for one night.'],
          ['Guided City Walking Tour', 80, 'Three hours with a local historian.'],
          ['Helicopter Scenic Flight', 650, 'Thirty minutes over the coast.'],
        ],
      },
      {
        slug: 'dining-out',
        name: 'Dining Out',
        retailer: 'wander',
        weddingRelevant: true,
        styles: ['Modern', 'Traditional'],
        icon: 'cup',
        products: [
          ["Chef's Table Dinner", 320, 'Eight courses beside the kitchen.'],
          ['Wine Tasting for Two', 110, 'Six pours and a cheese board.'],
          ['Brunch Date Gift Card', 75, 'A slow Sunday morning out.'],
          ['Cocktail Masterclass Night', 130, 'Learn four cocktails, drink them too.'],
          ['Monthly Date Night Fund', 100, 'One dinner out every month for a year (per month).'],
          ['Farm-to-Table Supper Club', 180, 'Long-table dinner on a working farm.'],
          ['Coffee Roastery Tour', 60, 'Tasting and a bag of beans to take home.'],
          ['Anniversary Dinner Voucher', 250, 'Booked for your first anniversary.'],
        ],
      },
      {
        slug: 'classes',
        name: 'Classes & Workshops',
        retailer: 'wander',
        weddingRelevant: false,
        styles: ['Bohemian', 'Rustic', 'Vintage'],
        icon: 'palette',
        products: [
          ['Couples Cooking Class', 160, 'Fresh pasta from scratch.'],
          ['Pottery Wheel Workshop', 140, 'Throw a set of bowls together.'],
          ['Dance Lessons for the First Dance', 220, 'Four private lessons.'],
          ['Painting and Wine Evening', 90, 'Two canvases, one bottle.'],
          ['Bread Baking Workshop', 120, 'Sourdough from starter to loaf.'],
          ['Floral Arranging Class', 110, 'Seasonal stems to take home.'],
          ['Photography Walk', 95, 'Learn your camera on a city walk.'],
          ['Candle Making Workshop', 80, 'Pour and scent four candles.'],
        ],
      },
      {
        slug: 'wellness',
        name: 'Wellness',
        retailer: 'wander',
        weddingRelevant: false,
        styles: ['Modern', 'Garden'],
        icon: 'spa',
        products: [
          ['Spa Day for Two', 300, 'Pools, sauna and two treatments each.'],
          ['Yoga Retreat Weekend', 450, 'Two nights in the hills.'],
          ['Hot Springs Day Pass', 90, 'Mineral pools and a picnic lunch.'],
          ['Private Yoga Session', 120, 'At home, for two.'],
          ['Float Tank Session', 140, 'Two side-by-side floats.'],
          ['Guided Hike and Picnic', 110, 'A half-day hike with lunch.'],
          ['Meditation Course', 75, 'Six online sessions.'],
          ['Cycling Tour', 160, 'A day through wine country.'],
        ],
      },
    ],
  },
  {
    slug: 'wedding-day',
    name: 'Wedding Day',
    description: 'Keepsakes and details for the day itself.',
    hue: 45,
    subcategories: [
      {
        slug: 'keepsakes',
        name: 'Keepsakes',
        retailer: 'keepsake-studio',
        weddingRelevant: true,
        styles: ['Traditional', 'Vintage', 'Garden'],
        icon: 'heart',
        products: [
          ['Engraved Wedding Date Print', 65, 'Your names, date and place.'],
          ['Keepsake Memory Box', 85, 'Walnut box for letters and the garter.'],
          ['Custom Star Map', 90, 'The night sky on your wedding date.'],
          ['Anniversary Wine Box', 110, 'Letters and a bottle to open in five years.'],
          ['Bouquet Preservation', 280, 'Your flowers pressed and framed.'],
          ['Engraved Champagne Flutes', 120, 'Toasting flutes with your names.'],
          ['Vow Books, Pair', 40, 'Linen-bound books for your vows.'],
          ['Ring Dish', 32, 'Hand-painted porcelain.'],
        ],
      },
      {
        slug: 'ceremony-reception',
        name: 'Ceremony & Reception',
        retailer: 'keepsake-studio',
        weddingRelevant: true,
        styles: ['Traditional', 'Rustic', 'Bohemian', 'Garden'],
        icon: 'ring',
        products: [
          ['Cake Knife and Server Set', 70, 'Engraved stainless with pearl handles.'],
          ['Guest Book Alternative', 95, 'Wooden drop-top frame for signed hearts.'],
          ['Unity Candle Set', 55, 'Pillar and tapers for the ceremony.'],
          ['Ring Bearer Box', 48, 'Velvet-lined wooden box.'],
          ['Card Box for Gifts', 60, 'Locking box for cards at the reception.'],
          ['Table Number Set', 45, 'Gold frames numbered 1 to 20.'],
          ['Welcome Sign', 120, 'Hand-lettered sign on an easel.'],
          ['Sparkler Send-Off Kit', 65, 'Fifty smokeless sparklers and a bucket.'],
        ],
      },
      {
        slug: 'stationery-albums',
        name: 'Stationery & Albums',
        retailer: 'keepsake-studio',
        weddingRelevant: true,
        styles: ['Traditional', 'Vintage', 'Modern'],
        icon: 'book',
        products: [
          ['Linen Wedding Album', 240, 'Forty pages, lay-flat, debossed title.'],
          ['Thank-You Card Set', 48, 'Fifty letterpress cards with envelopes.'],
          ['Personalized Stationery Box', 75, 'Notecards with your new family name.'],
          ['Wax Seal Kit', 38, 'Custom initial stamp and wax.'],
          ['Instant Camera Guest Album', 130, 'Camera, film and a book for guests.'],
          ['Calligraphy Starter Set', 42, 'Pens, ink and practice pads.'],
          ['First Year of Marriage Journal', 30, 'Prompts for every week of year one.'],
          ['Recipe Book for Two', 36, 'Collect family recipes from guests.'],
        ],
      },
    ],
  },
];
