import type { CategoryName } from '@campus/common/categories';

/** The demo catalogue: second-hand campus goods, one row per product. */
export type CatalogueRow = readonly [
  title: string,
  category: CategoryName,
  subcategory: string,
  price: number,
  originalPrice: number,
  description: string,
];

export const CATALOGUE: readonly CatalogueRow[] = [
  // Books & Study Materials
  ['Engineering Mathematics by B.S. Grewal (44th Edition)', 'Books & Study Materials', 'Textbooks & Reference Books', 450, 1195, 'Used for two semesters, a few pencil marks in the integration chapters. Binding is intact and no pages are missing.'],
  ['Concepts of Physics Vol 1 & 2 - H.C. Verma', 'Books & Study Materials', 'Textbooks & Reference Books', 520, 990, 'Both volumes of the classic, lightly highlighted in the mechanics chapters. Perfect for first-year physics and for anyone brushing up before GATE or JEE coaching.'],
  ['Introduction to Algorithms (CLRS, 3rd Edition)', 'Books & Study Materials', 'Textbooks & Reference Books', 850, 1650, 'Indian paperback edition of CLRS, bought for the data structures course. Clean pages, only the dynamic programming chapter has sticky notes that you can peel off. A must-have for placement preparation and competitive programming.'],
  ['The Alchemist - Paulo Coelho', 'Books & Study Materials', 'Fiction', 250, 399, 'Read once, like new. Great light read between exams.'],
  ['Harry Potter Box Set (Books 1-7)', 'Books & Study Materials', 'Fiction', 1800, 3499, 'Complete Bloomsbury paperback set in the original box. Books 1 and 2 show some wear on the spine, the rest look almost new.'],
  ['GATE CSE Previous Years Solved Papers', 'Books & Study Materials', 'Competitive Exam Preparation', 300, 650, 'Solved papers from 2010 onwards with topic-wise analysis. A few answers marked in pencil.'],
  ['Handwritten Notes: Thermodynamics and Fluid Mechanics', 'Books & Study Materials', 'Notes & Study Guides', 280, 500, 'Neatly written notes from the 3rd semester mechanical course, spiral bound, covering every unit with solved examples and the professor\'s important questions. They helped me get an A grade, and you can photocopy the index to plan revision.'],

  // Electronic
  ['Dell Inspiron 15 Laptop (i5 11th Gen, 8GB, 512GB SSD)', 'Electronic', 'Laptops & Accessories', 38000, 62000, 'Two years old, battery still gives about 4 hours. Comes with the original charger and a laptop sleeve. Windows 11 activated, freshly reset, no scratches on the screen.'],
  ['Apple MacBook Air M1 (8GB, 256GB)', 'Electronic', 'Laptops & Accessories', 45000, 92900, 'Space grey MacBook Air M1 bought in my first year, battery health 88 percent. Minor dent on the bottom corner that does not affect anything. Includes the original 30W charger and box; ideal for coding, design work and long library sessions without a charger.'],
  ['Lenovo IdeaPad Slim 3 (Ryzen 5, 16GB RAM)', 'Electronic', 'Laptops & Accessories', 28000, 54990, 'Used for 18 months for college projects. Keyboard and trackpad work perfectly; a small sticker mark on the lid.'],
  ['Samsung Galaxy M32 (6GB, 128GB)', 'Electronic', 'Mobile Phones & Tablets', 7500, 16999, 'Upgraded to a new phone, so selling this one. Screen guard applied since day one, with box and charger.'],
  ['Apple iPad 9th Gen with Apple Pencil', 'Electronic', 'Mobile Phones & Tablets', 24000, 41800, 'Wi-Fi 64GB iPad with the first-generation Apple Pencil and a folio cover. Great for taking notes in lectures and reading PDFs.'],
  ['Casio FX-991EX Scientific Calculator', 'Electronic', 'Calculators', 750, 1395, 'Allowed in most university exams. Works perfectly, comes with the hard cover.'],
  ['boAt Rockerz 450 Bluetooth Headphones', 'Electronic', 'Headphones & Earphones', 900, 2990, 'Good bass and about 12 hours of battery. Ear cushions are slightly worn but comfortable.'],
  ['JBL Flip 5 Bluetooth Speaker', 'Electronic', 'Speakers & Audio', 4500, 9999, 'Waterproof portable speaker, loud enough for a terrace party. Battery still lasts most of a day.'],
  ['Seagate 2TB External Hard Drive', 'Electronic', 'Storage Devices', 3200, 5999, 'USB 3.0 portable drive, formatted and health-checked with no bad sectors. Comes with the cable and a zip pouch, good for backing up project data and datasets.'],
  ['Dell 24 inch Full HD Monitor (P2419H)', 'Electronic', 'Desktops & Monitors', 6200, 13999, 'IPS panel with a height-adjustable stand, HDMI and DisplayPort cables included. No dead pixels.'],
  ['HP DeskJet Ink Advantage Printer', 'Electronic', 'Printers & Scanners', 3800, 6499, 'Print, scan and copy over Wi-Fi. Handy for assignments the night before a deadline; half-full ink cartridges included.'],

  // Photography & Videography
  ['Canon EOS 1500D DSLR with 18-55mm Lens', 'Photography & Videography', 'Cameras', 26000, 39995, 'Shutter count around 6,000. Used for the photography club and a few college fests. Comes with a 32GB card, strap, battery, charger and camera bag. Sensor cleaned last month, no fungus or scratches on the lens.'],
  ['Nikon D3500 Body Only', 'Photography & Videography', 'Cameras', 21000, 32950, 'Light and beginner-friendly body, about 9,000 shots. Battery and charger included.'],
  ['Canon EF 50mm f/1.8 STM Lens', 'Photography & Videography', 'Lenses', 6500, 10995, 'The nifty fifty for portraits. Clean glass, smooth focus ring, with both caps.'],
  ['Digitek Tripod DTR 550 LW', 'Photography & Videography', 'Tripods & Stabilisers', 1100, 2399, 'Sturdy aluminium tripod up to 150 cm with a mobile holder. One leg lock is a little stiff.'],
  ['DJI Osmo Mobile 3 Gimbal', 'Photography & Videography', 'Tripods & Stabilisers', 4200, 8990, 'Foldable 3-axis smartphone gimbal, used for vlogging during the cultural fest. Includes the grip tripod and charging cable.'],
  ['GoPro HERO8 Black Action Camera', 'Photography & Videography', 'Cameras', 14500, 28000, 'Used on two treks, always with the protective housing. Two batteries, a chest mount and a floating hand grip included.'],
  ['Godox LED Ring Light 18 inch', 'Photography & Videography', 'Lighting Equipment', 2200, 3999, 'Dimmable ring light with stand and phone holder, perfect for online presentations and reels.'],

  // Clothing & Accessories
  ['College Hoodie - Navy Blue (Size M)', 'Clothing & Accessories', 'Men\'s Clothing', 450, 999, 'Official fest merchandise from last year, washed a few times, no fading.'],
  ['Formal Blazer for Placements (Size 40)', 'Clothing & Accessories', 'Men\'s Clothing', 1800, 4999, 'Charcoal grey single-breasted blazer worn for two interviews and one presentation. Dry cleaned and ready to wear; fits someone around 5\'9" with a 40-inch chest.'],
  ['Kurti Set with Dupatta (Size L)', 'Clothing & Accessories', 'Women\'s Clothing', 600, 1499, 'Cotton kurti set in mustard yellow, worn once for a department function.'],
  ['Oxidised Silver Jhumka Earrings', 'Clothing & Accessories', 'Jewellery & Accessories', 200, 450, 'Handcrafted jhumkas bought at a Dilli Haat stall, worn twice for college fest nights. Comes in a small pouch.'],
  ['Wildcraft Laptop Backpack 35L', 'Clothing & Accessories', 'Bags & Backpacks', 950, 2499, 'Fits a 15.6 inch laptop, with a rain cover. All zips work; small scuff at the bottom.'],
  ['Fastrack Analog Watch', 'Clothing & Accessories', 'Watches', 700, 1795, 'Black leather strap watch, battery replaced last month. Comes with the original tin box.'],
  ['Nike Revolution 6 Running Shoes (UK 9)', 'Clothing & Accessories', 'Footwear', 1500, 3695, 'Used for morning runs for about four months. Soles are in good shape and the shoes have been washed.'],

  // Furniture & Home Essentials
  ['Ergonomic Study Chair with Armrests', 'Furniture & Home Essentials', 'Desks & Chairs', 1200, 3499, 'Height adjustable with lumbar support, mesh back. One castor wheel squeaks a little.'],
  ['Foldable Study Table', 'Furniture & Home Essentials', 'Desks & Chairs', 900, 1899, 'Engineered wood top with metal legs, folds flat so it fits under the hostel bed.'],
  ['Single Bed Mattress (6x3 ft, 4 inch)', 'Furniture & Home Essentials', 'Beds & Mattresses', 1500, 4500, 'Foam mattress used for one year in the hostel, always with a cover. Moving out of campus, so it needs a new home before the semester ends; pick-up from the hostel gate only.'],
  ['Prestige Electric Kettle 1.5L', 'Furniture & Home Essentials', 'Kitchen Appliances', 550, 1295, 'Perfect for instant noodles and tea during night studies. Auto shut-off works.'],
  ['Jaipuri Cotton Bedsheet Set with Curtains', 'Furniture & Home Essentials', 'Home Decor', 800, 2100, 'Block-printed single bedsheet with two pillow covers and a matching pair of window curtains. Brightens up a plain hostel room.'],
  ['Philips LED Desk Lamp', 'Furniture & Home Essentials', 'Lamps & Lighting', 650, 1499, 'Adjustable neck, warm and cool light modes, USB powered.'],
  ['Wooden Bookshelf (4 Tier)', 'Furniture & Home Essentials', 'Storage & Shelves', 2500, 5499, 'Solid wood four-shelf bookcase, about 4 ft tall. Holds a full set of engineering books with room to spare. Minor scratches on the side panel; buyer arranges transport from the faculty quarters.'],

  // Gaming & Accessories
  ['Sony PlayStation 4 Slim 1TB with 2 Controllers', 'Gaming & Accessories', 'Gaming Consoles', 18000, 34990, 'Works perfectly, used mostly on weekends. Includes two DualShock controllers and three game discs (FIFA 21, GTA V, Spider-Man).'],
  ['Xbox Series S 512GB', 'Gaming & Accessories', 'Gaming Consoles', 22000, 34990, 'Bought last year, selling because I got a gaming laptop. Box, controller and cables included.'],
  ['Logitech G102 Gaming Mouse', 'Gaming & Accessories', 'PC Gaming Accessories', 800, 1695, 'RGB mouse with adjustable DPI, cable in perfect condition.'],
  ['Redragon Kumara Mechanical Keyboard', 'Gaming & Accessories', 'PC Gaming Accessories', 2200, 3999, 'Tenkeyless mechanical keyboard with red backlight and blue switches. All keys register perfectly, keycaps were cleaned last week, and the detachable cable makes it easy to carry to the lab.'],
  ['HyperX Cloud Stinger Headset', 'Gaming & Accessories', 'Gaming Headsets', 1900, 3990, 'Lightweight headset with a rotating mic, comfortable for long sessions.'],
  ['Spider-Man Miles Morales PS5 Game', 'Gaming & Accessories', 'Video Games', 1600, 3999, 'Disc in perfect condition, finished the story once.'],
  ['Nintendo Switch Lite - Turquoise', 'Gaming & Accessories', 'Gaming Consoles', 13500, 19999, 'Handheld in great condition with a carry case and a screen protector. Pokémon Sword cartridge included.'],

  // Sports & Fitness
  ['Hero Sprint Geared Cycle (26T)', 'Sports & Fitness', 'Bicycles', 3500, 8999, '21-speed cycle used for commuting between hostel and the academic block. Serviced last month with new brake pads; comes with a lock and a bell.'],
  ['Btwin Rockrider ST30 Mountain Bike', 'Sports & Fitness', 'Bicycles', 9500, 17999, 'Front suspension, 21 gears, barely used for one semester.'],
  ['SG Cricket Kit (Bat, Pads, Gloves)', 'Sports & Fitness', 'Cricket', 2800, 6500, 'English willow bat, pads, batting gloves and a kit bag. Great for inter-hostel tournaments.'],
  ['Yonex Nanoray Badminton Racquet', 'Sports & Fitness', 'Badminton & Racket Sports', 1400, 2790, 'Strung at 24 lbs, with a full cover. Grip replaced recently.'],
  ['Nivia Football Size 5', 'Sports & Fitness', 'Football', 450, 899, 'Used on the turf a handful of times, holds air well.'],
  ['Adjustable Dumbbell Set 20 kg', 'Sports & Fitness', 'Gym & Fitness Equipment', 2600, 4999, 'Two dumbbell rods with plates adding up to 20 kg, with spinlock collars. Ideal for a hostel room workout routine.'],
  ['Yoga Mat 6mm with Carry Strap', 'Sports & Fitness', 'Yoga & Outdoor', 350, 799, 'Anti-slip mat, cleaned and rolled. Purple colour.'],

  // Toy
  ['Monopoly Classic Board Game', 'Toy', 'Board Games', 650, 1299, 'All pieces, cards and money present. Perfect for hostel game nights.'],
  ['Catan Board Game', 'Toy', 'Board Games', 2400, 3999, 'Base game in excellent condition, all cards sleeved. Includes a printed rules cheat sheet that makes it easy to teach new players during a long weekend on campus.'],
  ['Scrabble Original', 'Toy', 'Board Games', 700, 1399, 'Complete tile set, the box corner is slightly torn.'],
  ['Ravensburger 1000 Piece Puzzle - Taj Mahal', 'Toy', 'Puzzles', 600, 1499, 'Completed once, every piece counted and bagged.'],
  ['Rubik\'s Cube 3x3 Speed Cube', 'Toy', 'Puzzles', 300, 699, 'Smooth magnetic speed cube, lubricated. Great for breaks between classes.'],
  ['Marvel Legends Iron Man Action Figure', 'Toy', 'Soft Toys & Action Figures', 1500, 2999, 'Six-inch collectible figure with swappable hands and repulsor blast effects. Displayed on my desk, never played with.'],
  ['Giant Teddy Bear (4 ft)', 'Toy', 'Soft Toys & Action Figures', 1100, 2499, 'Soft brown teddy bear, washed and fluffy. A perfect birthday surprise for a hostel friend.'],

  // Miscellaneous
  ['Cello Drafter and Engineering Drawing Kit', 'Miscellaneous', 'Stationery', 400, 950, 'Mini drafter, set squares, protractor and a drawing board clip. Everything you need for first-year engineering graphics.'],
  ['Acoustic Guitar - Yamaha F280', 'Miscellaneous', 'Musical Instruments', 5500, 8990, 'Full-size acoustic guitar with a padded gig bag, capo and spare strings. Action has been set low, so it is easy on beginner fingers. Selling because I am moving abroad for my master\'s.'],
  ['Casio CT-S300 Keyboard', 'Miscellaneous', 'Musical Instruments', 6500, 10495, '61 keys with touch response, adapter included. Perfect for the music club.'],
  ['Milton Thermosteel Flask 1L', 'Miscellaneous', 'Others', 450, 1150, 'Keeps tea hot for the whole day of labs. No dents.'],
  ['Vernier Caliper and Screw Gauge Set', 'Miscellaneous', 'Lab Equipment', 250, 550, 'Stainless steel vernier caliper and screw gauge in a wooden box, needed for first-year physics practicals.'],
  ['Artist Acrylic Paint Set with Brushes', 'Miscellaneous', 'Art & Craft Supplies', 850, 1899, '24 colours of Camel acrylic paint, most tubes more than half full, plus a set of 10 brushes and a palette.'],
  ['Mini Fridge 50L (Hostel Approved)', 'Miscellaneous', 'Others', 6800, 12990, 'Compact single-door fridge, used for a year in the hostel. Cools well and runs quietly; freezer compartment makes ice in a few hours.'],
];
