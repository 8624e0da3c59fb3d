// German ingredient lines written by hand for this project, labelled before the German lexicon was written.
export const LANGUAGE = 'de'

/**
 * `ingredient line | contains | often`, as in allergen-eval-set.ts; wheat always brings gluten. The last
 * lines (from the lupin ones on) were added after the lexicon was written, so lupin, sesame and peanuts are
 * covered more than once; they were labelled before being run.
 */
export const EVAL_LINES = `
500 g Weizenmehl (Type 405) | wheat |
250 g Dinkelmehl Type 630 | wheat |
100 g Grünkern, geschrotet | wheat |
100 g Hartweizengrieß | wheat |
200 g Couscous | wheat |
150 g feiner Bulgur | wheat |
500 g Spaghetti | wheat |
250 g Bandnudeln | wheat | eggs
250 g Eiernudeln | wheat eggs |
400 g frische Spätzle aus dem Kühlregal | wheat eggs |
4 Brötchen vom Vortag, gewürfelt | wheat |
50 g Semmelbrösel | wheat |
3 EL Paniermehl | wheat |
2 Scheiben Toastbrot | wheat |
1 Rolle Blätterteig (Kühlregal) | wheat | milk
6 Semmelknödel | wheat milk eggs |
1 Packung Maultaschen | wheat eggs |
100 g kernige Haferflocken | gluten |
200 g Roggenmehl Type 1150 | gluten |
150 g Perlgraupen | gluten |
1 Flasche Bier (Pils) | gluten |
200 ml Milch | milk |
500 ml Vollmilch, lauwarm | milk |
200 g Sahne | milk |
1 Becher Schlagsahne | milk |
2 EL saure Sahne | milk |
150 g Schmand | milk |
1 Becher Crème fraîche | milk |
1 Becher Creme fraiche | milk |
50 g weiche Butter | milk |
2 EL Butterschmalz | milk |
100 g geriebener Emmentaler | milk |
100 g Bergkäse, gerieben | milk |
200 g Kaese, in Scheiben | milk |
1 Kugel Mozzarella, abgetropft | milk |
250 g Magerquark | milk |
150 g Naturjoghurt | milk |
200 g Sahnejoghurt | milk |
2 EL Kräuterbutter | milk |
300 ml laktosefreie Milch | milk |
4 Eier (Größe M) | eggs |
1 Ei | eggs |
2 Eigelb | eggs |
3 Eiweiß, steif geschlagen | eggs |
1 Eidotter zum Bestreichen | eggs |
2 hart gekochte Eier | eggs |
400 g Lachsfilet ohne Haut | fish |
4 Matjesfilets | fish |
1 Dose Thunfisch im eigenen Saft | fish |
4 Sardellenfilets | fish |
500 g Kabeljaurücken | fish |
200 g Räucherlachs | fish |
1 Packung Fischstäbchen | fish wheat |
2 EL Fischsauce | fish |
250 g Garnelen, geschält | crustaceans |
200 g Nordseekrabben | crustaceans |
12 Riesengarnelen | crustaceans |
1 gekochter Hummer | crustaceans |
1 Tüte Krabbenchips | crustaceans |
1 kg Miesmuscheln | molluscs |
500 g Venusmuscheln | molluscs |
300 g Tintenfischringe | molluscs |
4 Jakobsmuscheln | molluscs |
2 EL Austernsauce | molluscs | wheat soy
100 g gemahlene Mandeln | tree-nuts |
50 g Haselnusskerne, gehackt | tree-nuts |
80 g Walnüsse | tree-nuts |
80 g Walnuesse, grob gehackt | tree-nuts |
2 EL Pinienkerne | tree-nuts |
30 g Pistazien | tree-nuts |
100 g Cashewkerne | tree-nuts |
200 ml Mandelmilch | tree-nuts |
200 g Marzipanrohmasse | tree-nuts |
1 Glas Nuss-Nougat-Creme | tree-nuts milk | soy
1 Packung Elisenlebkuchen | tree-nuts | wheat eggs
100 g geröstete Erdnüsse | peanuts |
2 EL Erdnussbutter | peanuts |
2 EL Erdnussöl | peanuts |
3 EL Sojasauce | soy wheat |
200 g Räuchertofu, gewürfelt | soy |
400 ml Sojamilch | soy |
1 Becher Sojajoghurt | soy |
1 EL geröstetes Sesamöl | sesame |
2 EL Sesam | sesame |
3 EL Tahin | sesame |
1 EL Senf | mustard |
2 TL mittelscharfer Senf | mustard |
1 EL Dijon-Senf | mustard |
1 TL Senfkörner | mustard |
3 EL Mayonnaise | eggs | mustard
2 EL Remoulade | eggs | mustard
250 ml Sauce Hollandaise | eggs milk |
1 Glas Basilikum-Pesto | milk tree-nuts |
2 Stangen Staudensellerie | celery |
1/2 Knollensellerie, geschält | celery |
1 Bund Suppengrün | celery |
1 TL Selleriesalz | celery |
1 l Gemüsebrühe | | celery
1 l Gemuesebruehe | | celery
500 ml Hühnerbrühe | | celery
1 Brühwürfel | | celery wheat
1 TL Currypulver | | mustard celery
1 TL Worcestershiresauce | fish | gluten
2 EL rote Currypaste | | crustaceans
100 g Lupinenmehl | lupin |
200 ml trockener Weißwein | sulphites |
1 Schuss Rotwein | sulphites |
2 EL Weißweinessig | sulphites |
1 EL Aceto Balsamico | sulphites |
100 g getrocknete Aprikosen | sulphites |
1 Tafel Zartbitterschokolade | | milk soy
100 g Vollmilchschokolade | milk | soy
200 g glutenfreie Nudeln | |
50 g vegane Butter | |
400 ml Kokosmilch | |
300 ml Haferdrink | gluten |
1 Prise Salz | |
Pfeffer aus der Mühle | |
2 Zwiebeln, gewürfelt | |
3 Knoblauchzehen, gepresst | |
1 kg festkochende Kartoffeln | |
2 Karotten | |
1 Stange Lauch | |
1 Bund glatte Petersilie | |
2 EL Olivenöl | |
3 EL Rapsöl | |
200 g Basmatireis | |
1 Bio-Zitrone, Saft und Abrieb | |
1 TL Paprikapulver edelsüß | |
1 Dose gehackte Tomaten | |
1 Päckchen Vanillezucker | |
1 Lorbeerblatt | |
1 Msp. Muskatnuss | |
200 g Buchweizenmehl | |
1/2 Eisbergsalat | |
300 g kernlose Weintrauben | |
2 EL Apfelessig | |
4 Scheiben Leberkäse | |
2 EL Speisestärke | |
1 TL Kreuzkümmel | |
2 EL Lupinenprotein | lupin |
200 g Lupinentofu | lupin |
100 g Süßlupinenmehl | lupin |
2 EL Sesampaste | sesame |
4 Sesambrötchen | wheat sesame |
100 g Erdnusscreme | peanuts |
1 Tüte Erdnussflips | peanuts |
`
