import { ALLERGEN_IDS, type AllergenId } from './allergen-ids'

/**
 * Composite foods: prepared foods whose allergens are not in their name. Written from food knowledge and
 * common ingredient labels, one entry a line:
 *
 *   names (comma-separated, singular) | contains | often | note
 *
 * `contains`: in the food by definition or in practically every brand. `often`: in most recipes or brands
 * (wheat in miso, shrimp paste in Thai curry paste); a member with that allergy is kept away from it too,
 * and the note is shown as the reason ("May contain: wheat (miso is often made with barley or wheat)").
 * An entry with no allergens corrects a false alarm (glass noodles are starch, not wheat). Wheat always
 * brings gluten at its own level. An entry replaces what the general term rules say of the same phrase.
 */
const COMPOSITE_FOOD_LINES = `
# East Asian: pastes, sauces and seasonings
miso, miso paste, white miso, red miso, shiro miso, aka miso, awase miso, yellow miso | soy | wheat | miso is often made with barley or wheat
barley miso, mugi miso | soy gluten | wheat | barley miso is fermented with barley koji
miso soup | soy | wheat fish | miso soup is miso, often made with barley or wheat, in bonito dashi
doenjang, korean soybean paste | soy | wheat | doenjang is often made with wheat flour
gochujang, korean chili paste | soy | wheat | gochujang is fermented soybean powder, often with wheat or barley
ssamjang | soy sesame | wheat | ssamjang is doenjang and gochujang with sesame oil, both often made with wheat
doubanjiang, chili bean paste, toban djan, toban jan, broad bean paste, pixian bean paste | wheat | soy | doubanjiang is broad beans fermented with wheat flour, and many brands add soybeans
soy sauce, light soy sauce, dark soy sauce, shoyu, mushroom soy sauce, usukuchi, koikuchi | soy wheat | | soy sauce is brewed from soybeans and wheat
tamari | soy | wheat | tamari is brewed with little or no wheat, but some brands add it
kecap manis, sweet soy sauce, ketjap manis | soy wheat | | kecap manis is sweetened soy sauce, brewed with wheat
teriyaki, teriyaki sauce, teriyaki marinade | soy wheat | | teriyaki sauce is soy sauce with mirin and sugar
eel sauce, unagi sauce, kabayaki sauce | soy wheat | | eel sauce is soy sauce reduced with mirin and sugar
ponzu | soy wheat | fish | ponzu is citrus and soy sauce, often with bonito dashi
hoisin, hoisin sauce | soy | wheat sesame | hoisin is fermented soybean paste, often with wheat flour and sesame
black bean sauce, black bean paste, black bean garlic sauce | soy | wheat | black bean sauce is fermented soybeans, often with soy sauce or wheat
fermented black bean, douchi, salted black bean | soy | | douchi are fermented, salted soybeans
char siu sauce, chinese barbecue sauce | soy | wheat sesame | char siu sauce is soy sauce and bean paste, often with wheat and sesame paste
sweet bean sauce, tianmianjiang, sweet flour sauce | soy wheat | | sweet bean sauce is fermented wheat flour and soybeans
mapo tofu sauce | soy wheat | | mapo sauce is built on doubanjiang and fermented black beans
kung pao sauce | soy wheat | peanuts | kung pao sauce is soy sauce based and often sold with peanuts
chili crisp, chili crunch, lao gan ma, crispy chili oil | soy | peanuts sesame | chili crisp usually holds fermented soybeans and often peanuts or sesame
chili oil, chilli oil, la you | | sesame | chili oil is often made with sesame oil or seeds
oyster sauce | molluscs | wheat soy | oyster sauce is thickened with wheat starch and often seasoned with soy sauce
vegetarian oyster sauce, mushroom oyster sauce, mushroom stir fry sauce | | soy wheat | vegetarian oyster sauce is mushroom extract, often with soy sauce and wheat starch
xo sauce | crustaceans molluscs | | XO sauce is dried scallop and dried shrimp with cured ham and chili
stir fry sauce | soy wheat | | stir-fry sauces are soy sauce based
bulgogi sauce, bulgogi marinade, galbi marinade, korean bbq sauce | soy wheat | sesame | bulgogi marinade is soy sauce, usually with sesame oil
yakisoba sauce | | soy wheat | yakisoba sauce is Worcestershire-style sauce, often with soy sauce
tonkatsu sauce, katsu sauce, bulldog sauce | | soy wheat | tonkatsu sauce is often seasoned with soy sauce and thickened with wheat
okonomiyaki sauce, okonomi sauce, takoyaki sauce | | soy wheat molluscs | okonomiyaki sauce often holds soy sauce, wheat and oyster extract
sesame dressing, goma dressing, gomadare, roasted sesame dressing | sesame | soy wheat | sesame dressing is ground sesame, often with soy sauce
furikake | sesame | fish soy | furikake is usually sesame and nori, often with bonito flakes and soy sauce
shichimi, shichimi togarashi, togarashi, nanami togarashi | sesame | | shichimi togarashi is a chili blend with sesame seeds
dashi, awase dashi, bonito dashi | fish | | dashi is usually made with bonito flakes
hondashi, dashi powder, dashi granule, instant dashi, dashi stock powder | fish | milk | instant dashi is bonito powder, often with lactose
katsuobushi, bonito flake, bonito | fish | | bonito flakes are dried, smoked skipjack tuna
mentaiko, tarako | fish | | mentaiko is salted pollock roe
kimchi | | fish crustaceans | kimchi is often seasoned with fish sauce and salted shrimp
kewpie, kewpie mayonnaise, kewpie mayo, japanese mayonnaise, japanese mayo | eggs | | Japanese mayonnaise is made with egg yolks
japanese curry roux, curry roux, curry block, golden curry, s and b curry | wheat | milk soy | Japanese curry roux is wheat flour and fat, often with milk powder and soy
tempura, tempura batter, tempura batter mix, tempura flour, tempura mix | wheat | eggs | tempura batter is wheat flour, often mixed with egg
okonomiyaki flour, takoyaki flour | wheat | fish | okonomiyaki flour is wheat flour, often with dashi powder
shaoxing, shaoxing wine, shao hsing, huangjiu, chinese cooking wine, chinese rice wine | wheat | sulphites | Shaoxing wine is fermented with a wheat starter and often preserved with sulphites
chinkiang vinegar, zhenjiang vinegar, chinese black vinegar, black vinegar | wheat | | Chinkiang vinegar is fermented from rice with wheat bran
sesame paste, chinese sesame paste, zhima jiang | sesame | peanuts | Chinese sesame paste is toasted sesame, sometimes blended with peanut

# East and Southeast Asian: noodles, wrappers, breads and sweets
udon, udon noodle, somen, hiyamugi, ramen noodle, fresh ramen | wheat | | these noodles are wheat flour and water
instant ramen, instant noodle, ramen packet, cup noodle, instant ramen noodle | wheat | soy | instant noodles come with a seasoning packet that often holds soy sauce
soba, soba noodle, buckwheat soba | | wheat | most soba is part wheat flour; only juwari soba is pure buckwheat
yakisoba, yakisoba noodle, chuka soba | wheat | | yakisoba noodles are wheat noodles
lo mein noodle, chow mein noodle, hong kong noodle, wonton noodle, chinese egg noodle, mein | wheat | eggs | Chinese wheat noodles are often made with egg
egg noodle | wheat eggs | | egg noodles are wheat flour and egg
gyoza wrapper, dumpling wrapper, potsticker wrapper, jiaozi wrapper, dumpling skin, mandu wrapper | wheat | | dumpling wrappers are wheat flour and water
wonton wrapper, wonton skin, wonton | wheat | eggs | wonton wrappers are wheat dough, often made with egg
egg roll wrapper, egg roll | wheat eggs | | egg roll wrappers are wheat dough with egg
spring roll wrapper, spring roll pastry, lumpia wrapper | wheat | | spring roll pastry is wheat flour; rice paper is the wheat-free kind
bao, bao bun, steamed bun, mantou, gua bao | wheat | milk | bao dough is wheat flour, often made with milk
scallion pancake, cong you bing | wheat | | scallion pancakes are wheat flour dough
mooncake | wheat | eggs tree-nuts sesame | mooncakes are wheat pastry, often filled with salted egg yolk, nuts or sesame
fortune cookie | wheat eggs | | fortune cookies are wheat flour, sugar and egg white
sesame ball, jian dui | sesame | | sesame balls are glutinous rice dough rolled in sesame seeds
japchae, chapchae | soy wheat sesame | | japchae dresses its noodles with soy sauce and sesame oil
glass noodle, cellophane noodle, bean thread noodle, bean thread, mung bean vermicelli, mung bean noodle, sweet potato noodle, sweet potato starch noodle, starch noodle, dangmyeon, japchae noodle, fensi, harusame | | | glass noodles are mung bean or sweet potato starch, not wheat
rice noodle, rice stick, rice vermicelli, pho noodle, bun noodle, kway teow, ho fun, rice stick noodle | | | rice noodles are rice flour and water
shirataki, shirataki noodle, konjac noodle, kelp noodle, miracle noodle | | | konjac and kelp noodles hold no regulated allergen
rice paper, rice paper wrapper, banh trang | | | rice paper is rice flour, tapioca and water
banh mi, banh mi roll, banh mi baguette | wheat | | banh mi rolls are wheat bread
mochi, daifuku | | | mochi is glutinous rice; glutinous means sticky, not gluten

# Southeast Asian: pastes and sauces
fish sauce, nam pla, nuoc mam, patis | fish | | fish sauce is fermented anchovies and salt
nuoc cham, nuoc mam cham | fish | | nuoc cham is fish sauce with lime and sugar
pad thai sauce | fish | crustaceans | pad thai sauce is tamarind and fish sauce, often with dried shrimp
shrimp paste, belacan, terasi, kapi, trassi, mam tom | crustaceans | | shrimp paste is fermented ground shrimp
sambal belacan, sambal terasi | crustaceans | | sambal belacan is chili pounded with shrimp paste
bagoong alamang, shrimp bagoong | crustaceans | | bagoong alamang is fermented krill or small shrimp
bagoong isda, bagoong monamon | fish | | bagoong isda is fermented fish
bagoong | | fish crustaceans | bagoong is fermented shrimp or fish
curry paste, thai curry paste, red curry paste, green curry paste, yellow curry paste, panang curry paste, penang curry paste, massaman curry paste, jungle curry paste, khao soi paste, prik gaeng | | crustaceans | Thai curry pastes are often made with shrimp paste
tom yum paste, tom yum | | crustaceans | tom yum paste often holds shrimp paste or dried shrimp
nam prik pao, thai chili jam, chili paste in oil | | crustaceans fish | nam prik pao is often made with dried shrimp and fish sauce
laksa paste | | crustaceans tree-nuts | laksa paste is often made with shrimp paste and candlenuts
rendang paste | | tree-nuts | rendang paste is often thickened with candlenuts
satay sauce, satay | peanuts | soy fish | satay sauce is peanuts, often with soy sauce or fish sauce
peanut sauce | peanuts | soy wheat | peanut sauce is often seasoned with soy sauce
gado gado, gado gado sauce | peanuts | eggs soy | gado-gado is dressed in peanut sauce, often with egg and tofu
prawn cracker, shrimp chip, shrimp cracker, krupuk udang, kerupuk udang | crustaceans | | prawn crackers are tapioca with dried shrimp
krupuk, kerupuk | | crustaceans fish | krupuk is usually flavoured with shrimp or fish
sambal oelek, sambal ulek | | | sambal oelek is chili, salt and vinegar

# South Asian
ghee, desi ghee | milk | | ghee is clarified butter
paneer | milk | | paneer is fresh curd cheese
raita | milk | | raita is seasoned yogurt
lassi | milk | | lassi is a yogurt drink
kheer, payasam | milk | tree-nuts | kheer is rice cooked in milk, often with cashews or almonds
kulfi | milk | tree-nuts | kulfi is frozen reduced milk, often with pistachios
barfi, burfi | milk | tree-nuts | barfi is milk fudge, often with nuts
rasmalai, ras malai, rasgulla, rasgolla, sandesh | milk | tree-nuts | these are fresh-curd sweets, often topped with pistachio
gulab jamun | milk wheat | tree-nuts | gulab jamun are milk solids bound with flour, often garnished with pistachio
jalebi | wheat | milk | jalebi batter is wheat flour, often fermented with yogurt
shrikhand | milk | tree-nuts | shrikhand is strained yogurt, often with nuts
gajar halwa, carrot halwa | milk | tree-nuts | carrot halwa is cooked down in milk and ghee, often with nuts
suji halwa, sooji halwa, semolina halwa, sheera | wheat milk | tree-nuts | suji halwa is semolina in ghee, often with nuts
naan, garlic naan, butter naan, naan bread | wheat milk | eggs | naan dough is usually made with yogurt or milk, sometimes egg
roti, chapati, chapatti, phulka | wheat | | roti is whole-wheat flatbread
paratha, parotta, aloo paratha | wheat | milk | paratha is wheat dough layered with ghee
poori, puri | wheat | | poori is fried wheat bread
bhatura, bhature | wheat | milk | bhatura dough is wheat flour, often with yogurt
samosa | wheat | | samosa pastry is wheat flour
papadum, papad, poppadom | | | papadum is lentil flour
asafoetida, hing, compounded asafoetida | | wheat | ground asafoetida is usually cut with wheat flour
sambar powder, rasam powder | | wheat | sambar powder often holds compounded asafoetida
curry, curry powder, madras curry powder, mild curry powder, hot curry powder, curry sauce | | mustard celery | curry powders often include mustard seed, and some celery seed
curry leaf, curry leaves | | | curry leaves are a herb, not curry powder
panch phoron, panch puran | mustard | | panch phoron is five whole spices, one of them mustard seed
korma paste, korma sauce | | tree-nuts milk | korma is often thickened with cashews or almonds and cream
tikka masala sauce, tikka sauce | milk | tree-nuts | jarred tikka masala sauce holds cream, often with cashews
butter chicken sauce, makhani sauce, makhani gravy | milk | tree-nuts | butter chicken sauce is butter and cream, often with cashews

# Middle Eastern and Eastern Mediterranean
hummus, houmous, humus, hummus bi tahini | sesame | | hummus is chickpeas blended with tahini
baba ganoush, baba ghanoush, baba ghanouj, mutabal, moutabal | sesame | | baba ganoush is smoked aubergine with tahini
tahini, tahina, tahini sauce | sesame | | tahini is ground sesame
zaatar, za atar, zatar | sesame | | za'atar is thyme and sumac with toasted sesame
manakish, manakeesh, manaeesh | wheat sesame | milk | manakish is flatbread topped with za'atar, sometimes cheese
dukkah, duqqa, dukka | tree-nuts sesame | | dukkah is ground hazelnuts with sesame and spices
halva, halvah, tahini halva | sesame | tree-nuts | halva is sesame paste and sugar, often with pistachios
muhammara | tree-nuts | wheat | muhammara is peppers and walnuts, often with breadcrumbs
falafel, falafel mix | | wheat sesame | falafel mixes often add wheat flour, and some sesame seeds
tabbouleh, tabouli, tabouleh, tabbouli | wheat | | tabbouleh is made with bulgur wheat
fattoush | wheat | | fattoush holds toasted pita
fatteh, fatta | wheat milk | sesame | fatteh is pita with yogurt, often with tahini
kibbeh, kibbe, kubbeh | wheat | tree-nuts | kibbeh is bulgur and meat, often filled with pine nuts
labneh, labne, labaneh | milk | | labneh is strained yogurt
shanklish | milk | | shanklish is aged yogurt cheese
knafeh, kunafa, kanafeh, kunefe, kunafeh | wheat milk | tree-nuts | knafeh is shredded wheat pastry with cheese, often topped with pistachio
kataifi, kadaif, kataifi dough | wheat | | kataifi is shredded wheat dough
baklava | wheat tree-nuts milk | | baklava is filo layered with nuts and butter
maamoul, mamoul | wheat milk | tree-nuts | ma'amoul are semolina cookies with butter, often filled with nuts
basbousa, namoura, revani, harissa cake | wheat milk | tree-nuts | basbousa is semolina cake with yogurt and butter, often topped with almonds
turkish delight, lokum | | tree-nuts | Turkish delight is often studded with pistachios or hazelnuts
simit, kaak, ka ak | wheat sesame | | simit is a bread ring crusted with sesame seeds
pita, pitta, pita bread, pitta bread, khubz | wheat | | pita is wheat flatbread
lavash | wheat | sesame | lavash is wheat flatbread, often sprinkled with sesame
shakshuka | eggs | | shakshuka is eggs poached in tomato sauce
tzatziki, cacik | milk | | tzatziki is yogurt with cucumber
spanakopita, tiropita | wheat milk eggs | | spanakopita is spinach and feta in filo, bound with egg
borek, burek, boreks, boereg | wheat | milk eggs | borek is filo, often filled with cheese and brushed with egg
moussaka | milk wheat | eggs | moussaka is topped with bechamel, often enriched with egg
pastitsio | wheat milk eggs | | pastitsio is pasta under an egg-enriched bechamel
galaktoboureko | wheat milk eggs | | galaktoboureko is semolina custard in filo
taramasalata, taramosalata | fish | wheat | taramasalata is fish roe blended with bread or potato
skordalia | | tree-nuts wheat | skordalia is garlic with potato or bread, often walnuts or almonds
avgolemono | eggs | | avgolemono is egg and lemon sauce

# African
niter kibbeh, niter kebbeh, spiced butter | milk | | niter kibbeh is spiced clarified butter
injera | | wheat | injera is teff, but many cooks and bakeries mix in wheat or barley flour
egusi soup, egusi stew | | fish crustaceans | egusi soup is often seasoned with stockfish and ground crayfish
suya spice, suya pepper, yaji | peanuts | | suya spice is ground peanuts with chili and spices
kuli kuli, kulikuli | peanuts | | kuli-kuli is fried peanut paste
groundnut stew, groundnut soup, peanut stew, peanut soup, maafe, mafe, domoda | peanuts | | these stews are thickened with peanut butter
shito | fish | crustaceans | shito is chili oil with dried fish, often dried shrimp
chin chin | wheat | milk eggs | chin chin is fried wheat dough, often made with milk and egg
puff puff | wheat | | puff-puff is fried yeasted wheat dough
mandazi, maandazi | wheat | milk eggs | mandazi is fried wheat dough, often with milk and egg
koeksister | wheat | milk eggs | koeksisters are fried wheat dough, often with milk and egg
bobotie | eggs milk wheat | tree-nuts | bobotie is spiced mince with milk-soaked bread under an egg custard, often with almonds
malva pudding | wheat milk eggs | | malva pudding is a sponge of flour, egg and milk
brik pastry, warqa, malsouka | wheat | | brik pastry is thin wheat dough
maggi seasoning, maggi sauce, liquid seasoning | wheat | soy | Maggi seasoning is made from hydrolysed wheat protein

# Latin American and Caribbean
mole, mole sauce, mole paste, mole poblano, mole negro, mole rojo | sesame | peanuts tree-nuts wheat soy | mole is thickened with sesame seeds and often peanuts, almonds and bread or crackers
pipian, pipian sauce, pipian verde | | sesame peanuts | pipian is pumpkin seeds, often with sesame or peanuts
salsa macha | | peanuts sesame | salsa macha is chilies fried in oil, often with peanuts and sesame
crema, mexican crema, crema mexicana, crema salvadorena | milk | | crema is soured cream
queso fundido, queso dip | milk | | queso dip is melted cheese
churro | wheat | eggs milk | churro dough is wheat flour, often enriched with egg and butter
tres leches, tres leches cake | milk eggs wheat | | tres leches is sponge soaked in three milks
flan, creme caramel, leche flan | milk eggs | | flan is baked milk and egg custard
cajeta, dulce de leche, manjar, arequipe | milk | | dulce de leche is cooked-down milk and sugar
alfajor, alfajores | wheat milk | eggs | alfajores are butter cookies filled with dulce de leche
empanada, empanada disc, empanada dough, empanadilla | wheat | eggs milk | empanada dough is wheat flour, often with egg and butter
pao de queijo, pan de bono, chipa | milk eggs | | cheese bread is tapioca, cheese and egg
brigadeiro | milk | | brigadeiro is condensed milk and cocoa
coxinha | wheat | milk | coxinha dough is wheat flour cooked in broth, often with milk
horchata | | tree-nuts milk | horchata is rice and cinnamon, often with almonds or milk
chimichurri | | sulphites | chimichurri is usually made with red wine vinegar
huancaina, huancaina sauce, papa a la huancaina | milk | wheat | huancaina is aji with fresh cheese and milk, often thickened with crackers
leche de tigre | fish | | leche de tigre is ceviche marinade with fish
jerk marinade, jerk sauce | | soy wheat | jarred jerk marinades are often seasoned with soy sauce
pan dulce, concha | wheat eggs milk | | conchas are enriched wheat buns
bolillo, telera | wheat | | bolillos are wheat rolls
coco bread | wheat milk | | coco bread is wheat dough with milk
flour tortilla, tortilla de harina | wheat | | flour tortillas are wheat
corn tortilla, tortilla chip, tostada shell, masa, masa harina | | | corn tortillas and masa are nixtamalised corn

# European: sauces, dressings and condiments
pesto, basil pesto, pesto genovese, pesto alla genovese | milk tree-nuts | | pesto is basil with pine nuts and hard cheese
red pesto, sun dried tomato pesto, pesto rosso | milk | tree-nuts | red pesto is tomato and cheese, often with pine nuts or cashews
romesco, romesco sauce | tree-nuts | wheat | romesco is peppers with almonds or hazelnuts, often thickened with bread
tapenade | | fish | tapenade is olives and capers, often with anchovies
puttanesca, puttanesca sauce | fish | | puttanesca is made with anchovies
bagna cauda | fish milk | | bagna cauda is anchovies and garlic in butter and oil
vitello tonnato, tonnato, tonnato sauce | fish eggs | | tonnato is tuna mayonnaise
mayonnaise, mayo, real mayonnaise | eggs | mustard | mayonnaise is egg yolk and oil, often seasoned with mustard
aioli, alioli, garlic aioli | eggs | | aioli as sold and made today is garlic mayonnaise
hollandaise, hollandaise sauce | eggs milk | | hollandaise is egg yolk and butter
bearnaise, bearnaise sauce | eggs milk | sulphites | bearnaise is egg yolk and butter, often with wine vinegar
beurre blanc | milk | sulphites | beurre blanc is butter mounted into a wine reduction
bechamel, bechamel sauce, white sauce, mornay, mornay sauce | milk wheat | | bechamel is milk thickened with a wheat flour roux
alfredo, alfredo sauce, jarred alfredo sauce | milk | eggs wheat | alfredo is cream and parmesan; jarred alfredo is often thickened with flour or enriched with egg yolk
carbonara sauce | eggs milk | | carbonara sauce is egg yolk and pecorino
caesar, caesar dressing | eggs fish milk | mustard | Caesar dressing is egg, anchovy and parmesan, often with mustard
ranch, ranch dressing | milk eggs | | ranch is buttermilk and mayonnaise
blue cheese dressing, bleu cheese dressing | milk eggs | | blue cheese dressing is cheese in a mayonnaise base
thousand island, thousand island dressing | eggs | | Thousand Island is a mayonnaise dressing
tartar sauce, tartare sauce | eggs | mustard | tartar sauce is mayonnaise, often with mustard
remoulade | eggs | mustard | remoulade is mayonnaise, often with mustard
coleslaw dressing | eggs | mustard | coleslaw dressing is mayonnaise, often with mustard
honey mustard dressing | mustard | eggs | honey mustard dressing is often mayonnaise based
vinaigrette, french dressing, italian dressing, house dressing | | mustard sulphites | vinaigrettes are often emulsified with mustard and made with wine vinegar
worcestershire, worcestershire sauce, worcester sauce | fish | gluten | Worcestershire is made with anchovies, and often malt vinegar from barley
brown sauce, hp sauce | gluten | | brown sauce is made with barley malt vinegar
branston pickle, branston | gluten | | Branston pickle is made with barley malt vinegar
malt vinegar | gluten | | malt vinegar is brewed from barley
piccalilli | mustard | | piccalilli is pickled vegetables in a mustard sauce
mostarda | mustard | | mostarda is fruit preserved in mustard syrup
chow chow, chow chow relish | mustard | | chow-chow is a relish pickled with mustard
wasabi, wasabi paste, wasabi powder | | mustard | tube and powdered wasabi are often horseradish with mustard
buffalo sauce, buffalo wing sauce, wing sauce | | milk | buffalo sauce is hot sauce, often emulsified with butter
pimento cheese | milk eggs | | pimento cheese is cheddar bound with mayonnaise
marmite | gluten | | Marmite is yeast extract from brewing with barley
vegemite | gluten | wheat | Vegemite is yeast extract from barley and wheat brewing

# European: stocks, soups and prepared meats
chicken broth, chicken stock, beef broth, beef stock, vegetable broth, vegetable stock, veggie stock, veggie broth, bone broth, turkey stock, turkey broth, stock, broth | | celery | stocks are usually simmered with celery
fish stock, fish broth, fish fumet | fish | celery | fish stock is simmered with fish bones, usually with celery
stock cube, bouillon cube, bouillon, chicken bouillon, beef bouillon, vegetable bouillon, bouillon powder, stock powder, chicken powder, stock pot, better than bouillon, beef stock cube, chicken stock cube, vegetable stock cube, bouillon granule, chicken bouillon granule, beef bouillon granule, chicken bouillon cube, beef bouillon cube, vegetable bouillon cube, stock granule, oxo cube | | celery wheat | stock cubes often hold celery and wheat flour or hydrolysed wheat
gravy mix, gravy granule, gravy powder, bisto, brown gravy mix, turkey gravy mix, chicken gravy mix, pork gravy mix, country gravy mix, onion gravy mix | wheat | celery milk soy | gravy mixes are thickened with wheat flour, often with milk powder, soy and celery
stuffing, stuffing mix, stove top stuffing | wheat | celery milk | stuffing is bread, often with celery and butter
mirepoix | celery | | mirepoix is onion, carrot and celery
soffritto | celery | | soffritto is onion, carrot and celery
old bay, old bay seasoning | celery | | Old Bay is built on celery salt
v8 | celery | | V8 is tomato juice blended with celery and other vegetable juices
vegetable juice, tomato vegetable juice | | celery | vegetable juice blends usually include celery
bloody mary mix | | celery fish | Bloody Mary mix is often seasoned with celery salt and Worcestershire
clamato | molluscs | celery | Clamato is tomato juice with clam broth
bouillabaisse | fish | crustaceans molluscs celery | bouillabaisse is fish stew, often with shellfish
british pork sausage, banger, cumberland sausage, lincolnshire sausage, chipolata, pork banger | | wheat sulphites | British sausages usually hold rusk and sulphite preservative
sausage roll | wheat | milk | sausage rolls are wrapped in puff pastry
black pudding | gluten | | black pudding is thickened with oats or barley
white pudding | gluten | | white pudding is oatmeal and fat
haggis | gluten | | haggis holds oatmeal
meatball, frozen meatball | | wheat eggs milk | ready-made meatballs are usually bound with breadcrumbs, egg and cheese
suet, shredded suet, beef suet | | wheat | packaged shredded suet is dusted with wheat flour
mincemeat | sulphites | wheat | mincemeat is dried fruit with suet, often dusted with wheat flour
crab cake | crustaceans wheat eggs | | crab cakes are crab bound with breadcrumbs and egg
fish stick, fish finger | fish wheat | | fish fingers are breaded fish
squid ink pasta, squid ink spaghetti, squid ink linguine, nero di seppia | molluscs wheat | eggs | squid ink pasta is wheat pasta coloured with cuttlefish ink, often with egg
frutti di mare, seafood mix, seafood medley | fish crustaceans molluscs | | mixed seafood holds fish, shrimp and molluscs
imitation crab, crab stick, surimi, krab, kanikama, seafood stick, imitation lobster | fish | eggs wheat crustaceans | imitation crab is fish paste, often bound with egg white and wheat starch and flavoured with crab extract
kamaboko, narutomaki, chikuwa, fish tofu | fish | eggs wheat | Japanese fish cakes are fish paste bound with egg white and wheat starch
fish ball, fish cake, fishcake | fish | wheat | fish balls are often bound with wheat flour or starch
grana padano | milk | eggs | Grana Padano is often made with lysozyme from egg
cheese fondue, fondue | milk | sulphites wheat | fondue is cheese melted in wine, often thickened with flour
quiche | eggs milk wheat | | quiche is egg custard in a pastry case

# European: breads, pastry and pasta
bagel, plain bagel | wheat | sesame | bagels are often topped with sesame seeds or baked beside them
everything bagel, sesame bagel | wheat sesame | | the topping is sesame seeds
bagel chip | wheat | sesame | bagel chips are cut from bagels, often seeded
hamburger bun, burger bun, hot dog bun | wheat | sesame milk soy | burger buns are often topped with sesame and made with milk or soy flour
brioche, brioche bun | wheat eggs milk | | brioche is enriched with egg and butter
challah | wheat eggs | sesame | challah is egg bread, often topped with sesame
seeded bread, multigrain bread, seeded roll, seeded rye bread, seeded loaf, multigrain roll | wheat | sesame | seeded breads often include sesame
english muffin | wheat | milk | English muffins are wheat, often made with milk
hawaiian roll, hawaiian bread, milk bread, shokupan | wheat milk | eggs | milk bread is enriched with milk, often with egg
croissant | wheat milk | eggs | croissants are laminated with butter and often glazed with egg
pain au chocolat, chocolate croissant | wheat milk | eggs soy | pain au chocolat is croissant dough around chocolate
danish pastry | wheat milk eggs | tree-nuts | Danish pastry is butter-laminated egg dough, often with almond filling
puff pastry, rough puff | wheat | milk | puff pastry is wheat dough, often all-butter
pie crust, pie dough, pie shell, pastry shell, tart shell, shortcrust, shortcrust pastry, pastry case | wheat | milk | pie crust is wheat flour, often with butter
phyllo, filo, fillo, phyllo dough, filo pastry | wheat | | filo is thin wheat dough
choux, choux pastry, profiterole, eclair, cream puff, gougere | wheat eggs milk | | choux pastry is flour, butter and egg
crepe, blini | wheat eggs milk | | crepes are flour, egg and milk
pancake, waffle | wheat | milk eggs | pancakes are wheat batter, usually with milk and egg
pancake mix, waffle mix, pancake and waffle mix, bisquick, baking mix, biscuit mix, all purpose baking mix | wheat | milk eggs soy | pancake and baking mixes are wheat flour, often with milk powder, dried egg and soy oil
yorkshire pudding | wheat eggs milk | | Yorkshire pudding is flour, egg and milk batter
scone | wheat milk | eggs | scones are wheat and butter, often with egg
biscuit, buttermilk biscuit | wheat | milk eggs | biscuits are wheat dough, usually with butter or buttermilk
cookie, sugar cookie, chocolate chip cookie, butter cookie, cookie dough, cookie crumb | wheat | milk eggs soy | cookies are wheat dough, usually with butter and egg, and bought ones often with soy lecithin
shortbread | wheat milk | | shortbread is flour, butter and sugar
digestive biscuit | wheat | milk | digestives are wheat biscuits, often with milk
graham cracker, graham cracker crumb, graham cracker crust | wheat | milk soy | graham crackers are wheat, often with milk and soy lecithin
oreo, oreo cookie, oreo crumb, oreo cookie crumb | wheat soy | milk | Oreos are wheat with soy lecithin, made beside milk
chocolate sandwich cookie, chocolate sandwich cookie crumb, sandwich cookie | wheat | soy milk | chocolate sandwich cookies are wheat, usually with soy lecithin, often made beside milk
ice cream cone, waffle cone, wafer cone, sugar cone | wheat | milk soy | cones are wheat wafers, often with milk and soy lecithin
oyster cracker | wheat | | oyster crackers are wheat crackers; they hold no oyster
italian breadcrumb, seasoned breadcrumb, italian bread crumb | wheat | milk | seasoned breadcrumbs often hold cheese
crouton, seasoned crouton, garlic crouton | wheat | milk soy | croutons are toasted bread, often with butter, cheese or soybean oil
doughnut, donut | wheat | milk eggs soy | doughnuts are wheat dough, often with milk, egg and soy
brownie | wheat eggs | milk soy | brownies are flour and egg, usually with butter
cheesecake | milk eggs | wheat | cheesecake is cream cheese and egg, usually on a biscuit base
sponge cake, pound cake, genoise, angel food cake | wheat eggs | milk | sponge is flour and egg, usually with butter
cake mix, yellow cake mix, white cake mix, chocolate cake mix, devils food cake mix, spice cake mix, funfetti cake mix, boxed cake mix | wheat | milk eggs soy | cake mixes are wheat flour, often with milk powder, dried egg and soy
tiramisu | milk eggs wheat | sulphites | tiramisu is mascarpone and egg over ladyfingers, often with Marsala
zabaglione, sabayon | eggs sulphites | | zabaglione is egg yolk whisked with Marsala
cannoli, cannoli shell | wheat milk | eggs tree-nuts | cannoli are fried wheat shells with ricotta, often with pistachios
biscotti, cantucci | wheat eggs | tree-nuts | biscotti are egg dough, often with almonds
arancini | milk wheat | eggs | arancini are cheese risotto balls in breadcrumbs
panettone, pandoro, colomba | wheat eggs milk | | panettone is enriched with egg and butter
stollen | wheat milk tree-nuts | eggs | stollen is butter dough with almonds or marzipan
lebkuchen | tree-nuts | wheat eggs | lebkuchen are nut gingerbread, often with flour and egg
speculoos, speculaas, speculoos cookie | wheat | soy | speculoos are wheat spice biscuits, often with soy flour
buttermilk pancake mix, buttermilk pancake and waffle mix | wheat milk | eggs soy | buttermilk pancake mix is wheat flour and dried buttermilk, often with dried egg and soy oil
biscoff, biscoff cookie, lotus biscuit, lotus biscoff | wheat soy | | Biscoff biscuits are wheat flour with soy flour
cookie butter, biscoff spread, speculoos spread, biscoff cookie butter | wheat | soy | cookie butter is ground speculoos biscuits, often with soy flour and lecithin
pastel de nata, pastel de belem, portuguese custard tart | wheat eggs milk | | custard tarts are egg custard in pastry
madeleine | wheat eggs milk | | madeleines are flour, egg and butter
financier | tree-nuts eggs milk wheat | | financiers are almond flour, egg white and brown butter
fresh pasta, egg pasta, fresh egg pasta, pasta fresca | wheat eggs | | fresh pasta is flour and egg
tagliatelle, pappardelle, tajarin, egg fettuccine | wheat eggs | | tagliatelle is usually egg pasta
gnocchi, potato gnocchi | wheat | eggs | potato gnocchi are bound with wheat flour, often egg
spaetzle, spatzle, spaetzli | wheat eggs | | spaetzle are flour and egg
pierogi, pierogy, perogy, pirogi | wheat | milk eggs | pierogi are wheat dough, often with cheese or egg
pelmeni, vareniki | wheat | eggs | pelmeni dough is wheat, often with egg
ladyfinger, savoiardi, sponge finger | wheat eggs | | ladyfingers are egg sponge biscuits
tortellini, ravioli, cheese tortellini, cheese ravioli, tortelloni | wheat eggs milk | | filled pasta is egg dough, usually with cheese
lasagna sheet, lasagne sheet, lasagna noodle | wheat | eggs | lasagne sheets are wheat, often egg pasta
pizza dough, pizza base, pizza crust | wheat | | pizza dough is wheat flour
rye crispbread, knackebrod, ryvita | gluten | wheat | rye crispbread is rye, often with wheat
kvass | gluten | | kvass is fermented rye bread
syrniki | milk eggs wheat | | syrniki are curd cheese fritters bound with egg and flour

# Sweets, spreads and snacks
marzipan, almond paste | tree-nuts | | marzipan is ground almonds and sugar
frangipane | tree-nuts eggs milk | wheat | frangipane is almond cream with egg and butter, often with flour
nougat, torrone, turron | eggs tree-nuts | | nougat is honey and egg white with almonds or pistachios
praline, praline paste, pralin | tree-nuts | milk | praline is caramelised hazelnuts or almonds
gianduja, nutella, hazelnut spread, chocolate hazelnut spread, chocolate spread | tree-nuts milk | soy | chocolate spread is hazelnut and milk, often with soy lecithin
amaretti, amaretti cookie, amaretti biscuit, amaretto cookie | tree-nuts eggs | | amaretti are almond and egg white
macaron, french macaron | tree-nuts eggs | milk | macarons are almond flour and egg white, often filled with buttercream
macaroon, coconut macaroon | eggs | | coconut macaroons are bound with egg white
meringue, pavlova, meringue nest | eggs | | meringue is egg white and sugar
chocolate, dark chocolate, bittersweet chocolate, semisweet chocolate, semi sweet chocolate, baking chocolate, chocolate chip, chocolate chunk, dark chocolate chip, unsweetened chocolate, chocolate bar | | milk soy | dark chocolate is often made with milk fat or on milk lines, and with soy lecithin
milk chocolate, milk chocolate chip | milk | soy | milk chocolate often holds soy lecithin
white chocolate, white chocolate chip | milk | soy | white chocolate is cocoa butter and milk, often with soy lecithin
peanut butter cup | peanuts milk | soy | peanut butter cups are milk chocolate around peanut butter
granola | gluten | tree-nuts | granola is oats, often with nuts
muesli | gluten | tree-nuts | muesli is oats, often with nuts
trail mix | peanuts tree-nuts | milk | trail mix is nuts and peanuts, often with chocolate
rice krispies, rice krispie, crispy rice cereal, rice bubbles, rice krispies cereal, crisped rice cereal | gluten | | rice cereal is usually flavoured with barley malt
corn flake, cornflake, frosted flake, corn flakes cereal | | gluten | corn flakes are usually flavoured with barley malt
instant mashed potato, mashed potato flake, potato flake, instant potato | | milk sulphites | instant mashed potato often holds milk and sulphite preservative
# Brand and prepared foods (issue #32): what their usual labels declare, "often" where brands differ
nilla wafer, vanilla wafer, chocolate wafer, chocolate wafer cookie, wafer cookie, wafer, famous chocolate wafer | wheat | milk eggs soy | vanilla and chocolate wafers are wheat cookies, usually with milk, egg and soy lecithin
gingersnap, ginger snap, gingersnap cookie, ginger biscuit, gingernut | wheat | milk eggs soy | gingersnaps are wheat cookies, often with butter, egg and soy lecithin
brownie mix, fudge brownie mix, chocolate brownie mix, boxed brownie mix | wheat | milk eggs soy | brownie mixes are wheat flour and cocoa, often with milk powder, dried egg and soy
corn muffin mix, cornbread mix, jiffy, jiffy mix, jiffy corn muffin mix, muffin mix | wheat | milk eggs soy | muffin mixes are wheat flour, often with milk powder, egg and soy or lard
cream of mushroom, cream of mushroom soup, condensed cream of mushroom soup, cream of chicken, cream of chicken soup, condensed cream of chicken soup, cream of potato soup, cream of broccoli soup, cheddar cheese soup | milk wheat | soy | condensed cream soups are thickened with wheat flour, often with soy protein or soybean oil
cream of celery, cream of celery soup, condensed cream of celery soup | milk wheat celery | soy | cream of celery soup is celery in a wheat-thickened cream base, often with soy
ranch seasoning, ranch seasoning mix, ranch dressing mix, dry ranch dressing mix, ranch mix, ranch packet, ranch powder, hidden valley ranch | milk | | ranch seasoning is dried buttermilk with herbs
taco seasoning, taco seasoning mix, taco seasoning packet, fajita seasoning, fajita seasoning mix, chili seasoning mix, burrito seasoning | | wheat | seasoning packets are often thickened with wheat flour
onion soup mix, dry onion soup mix, french onion soup mix, lipton onion soup mix, soup mix, dry soup mix, vegetable soup mix | | milk wheat soy celery | dry soup mixes often hold milk powder, wheat, hydrolysed soy and celery
gravy, jarred gravy, turkey gravy, brown gravy, chicken gravy, beef gravy, country gravy, sausage gravy, pork gravy | wheat | milk soy | gravy is thickened with wheat flour; bought gravy often adds milk or soy
gravy master, kitchen bouquet | celery | | Kitchen Bouquet and Gravy Master are caramel with a vegetable base that holds celery
browning sauce, gravy browning, browning and seasoning sauce | | celery | browning sauces often hold a vegetable base with celery
cooking spray, nonstick cooking spray, non stick cooking spray, nonstick spray, non stick spray, pam, pam cooking spray, canola oil spray, vegetable oil spray, oil spray, olive oil spray, avocado oil spray, coconut oil spray, baking spray, butter flavored cooking spray | | soy | cooking sprays are usually emulsified with soy lecithin
baking spray with flour, floured baking spray, bakers joy, pam baking | wheat | soy | baking sprays with flour hold wheat flour and soy lecithin
sausage, smoked sausage, hot dog, hotdog, frankfurter, wiener, weiner, bratwurst, brat, kielbasa, kielbasy, polish sausage, breakfast sausage, breakfast sausage link, sausage link, sausage patty, cocktail sausage, little smokie, lil smokie, vienna sausage, andouille, andouille sausage, italian sausage, summer sausage, knockwurst, knackwurst, bockwurst, weisswurst, chicken sausage, turkey sausage, bologna, beef frank, all beef frank | | milk wheat soy mustard | sausages and hot dogs often hold milk powder, wheat rusk or binders, soy protein and mustard
glace cherry, glazed cherry, candied cherry, candied fruit, candied fruit mix, glace fruit, glazed fruit, crystallized fruit, crystallised fruit, candied citron, candied peel, mixed peel, candied orange peel, candied lemon peel, fruitcake mix, cocktail cherry, maraschino, maraschino cherry, maraschino cherry juice, maraschino juice | sulphites | | glacé and candied fruit are preserved with sulphites (sulphur dioxide)
dijon, dijon mustard, prepared mustard, whole grain mustard, wholegrain mustard, grainy mustard, stone ground mustard, spicy brown mustard, brown mustard, honey mustard, english mustard, french mustard, german mustard, mustard sauce, moutarde de dijon | mustard | sulphites | prepared mustards are made with wine or vinegar and often preserved with sulphites
frosting, vanilla frosting, chocolate frosting, canned frosting, store bought frosting, ready made frosting, ready to spread frosting, whipped frosting, icing, store bought icing, ready made icing, prepared icing, ready to roll icing, fondant icing | | milk soy | ready-made frostings and icings are often made with butter or milk and soy lecithin
royal icing | eggs | | royal icing is egg white and sugar
icing sugar, icing sugar mixture, pure icing sugar | | | icing sugar is powdered sugar
marshmallow creme, marshmallow cream, marshmallow fluff, marshmallow spread, jet puffed marshmallow creme | eggs | | marshmallow creme is whipped with egg whites
french fried onion, fried onion, crispy fried onion, frenchs fried onion, canned fried onion | wheat soy | | canned fried onions are coated in wheat flour with soy flour
crescent roll, crescent roll dough, crescent dough, refrigerated crescent roll, crescent dough sheet | wheat soy | milk | refrigerated crescent dough is wheat with soybean oil, often with milk
refrigerated biscuit dough, biscuit dough, canned biscuit, refrigerated biscuit, flaky biscuit dough | wheat | milk soy | refrigerated biscuits are wheat dough, often with milk and soybean oil
butter cracker, ritz, ritz cracker, club cracker, town house cracker | wheat | milk soy | butter crackers are wheat with oil, often with milk and soy lecithin
enchilada sauce, red enchilada sauce, green enchilada sauce | | wheat | canned enchilada sauces are often thickened with wheat flour
cool whip, whipped topping, non dairy whipped topping, frozen whipped topping, lite whipped topping | milk | | whipped toppings such as Cool Whip hold skim milk, cream or sodium caseinate
sweetened coconut, sweetened flaked coconut, sweetened shredded coconut, flaked coconut, angel flake coconut, desiccated coconut, shredded coconut | | sulphites | dried coconut is often preserved with sulphites
bottled lemon juice, lemon juice concentrate, bottled lime juice, reconstituted lemon juice | | sulphites | bottled citrus juice is usually preserved with sulphites
baileys, irish cream, cream liqueur | milk | | Irish cream is cream with whiskey
frangelico | tree-nuts | | Frangelico is hazelnut liqueur
nocino | tree-nuts | | nocino is green walnut liqueur
amaretto | | tree-nuts | amaretto is flavoured with almonds or apricot kernels
sunflower seed butter, sunbutter, sunflower butter | | | sunflower seed butter holds no regulated allergen
coconut aminos, coconut amino | | | coconut aminos are coconut sap, soy-free
nutritional yeast | | | nutritional yeast holds no regulated allergen
tiger nut, tiger nut flour | | | tiger nuts are tubers, not nuts
`

export interface CompositeFood {
  /** The first name is the one shown in reasons. */
  names: readonly string[]
  contains: readonly AllergenId[]
  often: readonly AllergenId[]
  note: string
}

function parseIds(field: string, entry: string, source: string): AllergenId[] {
  const ids = new Set<AllergenId>()
  for (const word of field.split(/\s+/).filter(Boolean)) {
    const id = ALLERGEN_IDS.find((known) => known === word)
    if (!id) throw new Error(`${source}: unknown allergen "${word}" in: ${entry}`)
    ids.add(id)
  }
  if (ids.has('wheat')) ids.add('gluten')
  return ALLERGEN_IDS.filter((id) => ids.has(id))
}

/** Parses lines of `names | contains | often | note`, skipping blank lines and `#` comments. */
export function parseCompositeFoods(text: string, source = 'Composite food lexicon'): CompositeFood[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const fields = line.split('|').map((field) => field.trim())
      const [names = '', contains = '', often = '', note = ''] = fields
      if (fields.length !== 4 || names === '' || note === '')
        throw new Error(`${source}: expected "names | contains | often | note" in: ${line}`)
      const always = parseIds(contains, line, source)
      return {
        names: names
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== ''),
        contains: always,
        often: parseIds(often, line, source).filter((id) => !always.includes(id)),
        note,
      }
    })
}

export const COMPOSITE_FOODS: readonly CompositeFood[] = parseCompositeFoods(COMPOSITE_FOOD_LINES)

/** The raw lexicon text, so the lexicon version changes whenever an entry does. */
export const COMPOSITE_FOODS_SOURCE = COMPOSITE_FOOD_LINES
