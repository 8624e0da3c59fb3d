// Dutch allergen words, from Dutch and Flemish cooking and food-labelling usage; compounds read through wildcards.
import type { LanguageLexicon } from '../language-lexicon'

export const LEXICON: LanguageLexicon = {
  code: 'nl',
  name: 'Dutch',
  // Dutch plurals in -s (koekjes); those in -en are listed.
  plurals: ['s'],
  entries: `
# Milk. Dutch joins words (karnemelk, roomboter, geitenkaas), so dairy words match inside compounds.
*melk* | milk | | melk is milk
melkzuur* | | | melkzuur is lactic acid, not milk
*room* | milk | | room is cream
*boter* | milk | | boter is butter
boterham* | wheat | | a boterham is a slice of bread
*kaas*, kazen | milk | | kaas is cheese
*kwark* | milk | | kwark is fresh curd cheese
*yoghurt*, *yogurt* | milk | | yoghurt is made from milk
vla, *vla | milk | | vla is milk custard
kefir* | milk | | kefir is fermented milk
creme fraiche, zure room | milk | | crème fraîche is cultured cream
lactose* | milk | | lactose is milk sugar
goudse, gouda*, edammer, leerdammer, maasdammer, beemster, old amsterdam, parmezaan*, mozzarella*, feta*, ricotta, mascarpone, brie, camembert, gruyere, emmentaler | milk | | this is a cheese
ghee | milk | | ghee is clarified butter
bechamel* | milk wheat | | béchamel is a white sauce of milk, butter and flour
hollandaise* | eggs milk | | hollandaise is egg yolk emulsified with butter
*chocola*, hagelslag, chocoladehagel* | | milk soy | chocolate is often made with milk and soy lecithin
witte chocola* | milk | soy | white chocolate is cocoa butter and milk
# Things that look like dairy but are not
*kokosmelk*, *kokosroom*, *kokosyoghurt*, *rijstmelk*, *rijstemelk*, *cacaoboter*, *kokosboter*, *sheaboter*, *appelboter* | | | this holds no milk despite its name
*leverkaas*, *hoofdkaas* | | | this is a meat loaf, not cheese
*amandelmelk*, *amandelboter*, *cashewmelk*, *notenmelk*, *hazelnootmelk* | tree-nuts | | this is made from nuts, not milk
*notenboter* | tree-nuts | peanuts | notenboter is ground nuts
*sojamelk*, *sojaroom*, *sojayoghurt*, *sojadrink* | soy | | this is made from soybeans, not milk
*havermelk*, *haverroom*, *haverdrink* | gluten | | this is made from oats, not milk
*pindakaas*, *pindaboter* | peanuts | | pindakaas is peanut butter

# Eggs. 'ei' is listed whole, never as a stem: eikenbladsla and prei are not eggs.
ei, eieren, eitje, eitjes | eggs | | ei is egg
*eieren, eier*, eidooier*, *eidooier*, eigeel, eiwit*, *eiwit, kwartelei*, *kwartelei*, spiegelei*, roerei* | eggs | | egg, egg yolk or egg white
*mayonaise*, *mayonnaise*, mayo, *fritessaus*, *remoulade*, tartaarsaus*, ravigottesaus* | eggs | mustard | this sauce is mayonnaise, egg yolk and oil, often with mustard
mie, mienestje*, *mienestje* | wheat | eggs | mie is Chinese wheat noodles, usually made with egg
*eiermie* | wheat eggs | | eiermie is wheat and egg noodles
lasagne* | wheat | eggs | lasagne sheets are wheat, often egg pasta
schuimpje*, meringue* | eggs | | meringue is egg white and sugar

# Fish
vis, vis*, *vis | fish | | vis is fish
*inktvis* | molluscs | | inktvis is squid, not fish
visp* | | | visp- is Swedish for whisk (vispgrädde is whipping cream), not fish
zalm*, *zalm* | fish | | zalm is salmon
haring*, *haring*, maatje*, *maatjes* | fish | | this is herring
tonijn*, *tonijn* | fish | | tonijn is tuna
kabeljauw*, *kabeljauw*, makreel*, *makreel*, ansjovis*, *ansjovis*, sardine*, sardientje*, forel*, *forel, *baars*, schol, scholfilet*, heilbot*, tarbot*, paling*, wijting*, tilapia, pangasius, zeeduivel*, kaviaar* | fish | | this is a fish
kibbeling*, lekkerbek* | fish wheat | | kibbeling is battered fried fish
worcester* | fish | gluten | Worcestershire sauce is made with anchovies and often malt vinegar

# Crustaceans
garnaal*, *garnaal*, *garnalen* | crustaceans | | garnalen are shrimp
gamba*, *gamba*, scampi, kreeft*, *kreeft*, krab, krabben, krab*, *krab, langoustine*, *langoustine* | crustaceans | | this is prawn, lobster or crab
kroepoek*, krupuk | | crustaceans fish | kroepoek is usually flavoured with shrimp or fish
trassi, terasi, *garnalenpasta* | crustaceans | | trassi is fermented shrimp paste
*currypasta* | | crustaceans | Thai curry pastes are often made with shrimp paste
zeevrucht* | fish crustaceans molluscs | | zeevruchten is seafood

# Molluscs
mossel*, *mossel* | molluscs | | mosselen are mussels
octopus*, pijlinktvis*, calamar*, sepia* | molluscs | | this is squid or octopus
jakobsschelp*, *jakobsschelp*, coquille*, kokkel*, *schelpdier* | molluscs | | this is a shellfish
oester*, *oester* | molluscs | | oesters are oysters
*oestersaus* | molluscs | wheat soy | oyster sauce is thickened with wheat and often seasoned with soy
*oesterzwam* | | | oesterzwammen are oyster mushrooms

# Tree nuts
amandel*, *amandel* | tree-nuts | | amandelen are almonds
*hazelnoot*, *hazelnoten*, *walnoot*, *walnoten*, *cashewnoot*, *cashewnoten*, *paranoot*, *paranoten*, *pecannoot*, *pecannoten*, *macadamianoot*, *macadamianoten*, cashew*, macadamia* | tree-nuts | | this is a tree nut
noot, noten, *noot, *noten, noten* | tree-nuts | peanuts | noten are nuts, usually tree nuts
pijnboompit*, *pijnboompit*, pistache*, *pistache* | tree-nuts | | this is a tree nut
kastanje*, *kastanje* | tree-nuts | | kastanjes are chestnuts
*waterkastanje* | | | water chestnuts are a water plant, not a nut
*nootmuskaat*, *kokosnoot*, *kokosnoten* | | | nutmeg and coconut are not nuts
marsepein*, *marsepein* | tree-nuts | | marsepein is ground almonds and sugar
*spijs* | tree-nuts | eggs | amandelspijs is almond paste, often with egg
*studentenhaver* | tree-nuts | peanuts | studentenhaver is mixed nuts and raisins
gevulde koek* | wheat tree-nuts | eggs milk | gevulde koek is a pastry filled with almond paste
nougat* | eggs tree-nuts | | nougat is honey and egg white with nuts
pesto*, *pesto* | milk tree-nuts | | pesto is basil with pine nuts and cheese

# Peanuts
pinda*, *pinda*, *aardnoot*, *aardnoten*, arachide*, *arachide* | peanuts | | pinda's are peanuts
satesaus*, *satesaus*, sate saus, *pindasaus* | peanuts | soy wheat | satésaus and pindasaus are peanut sauce, often with ketjap

# Wheat and other gluten grains
tarwe*, *tarwe* | wheat | | tarwe is wheat
spelt*, *spelt* | wheat | | spelt is a kind of wheat
bloem, patentbloem, *tarwebloem | wheat | | bloem is wheat flour
roggebloem | gluten | | roggebloem is rye flour
meel, *meel | wheat | | meel on its own is wheat flour
*rijstmeel*, *rijstemeel*, *maismeel*, *boekweitmeel*, *kikkererwtenmeel*, *kokosmeel*, *aardappelmeel*, *johannesbroodpitmeel*, *tapiocameel*, *gierstmeel*, *rijstebloem*, *maisbloem* | | | this flour is not made from a gluten grain
*amandelmeel*, *hazelnootmeel* | tree-nuts | | this flour is ground nuts
*havermeel*, *roggemeel*, *gerstemeel* | gluten | | this flour is a gluten grain
*lupinemeel* | lupin | | lupinemeel is lupin flour
*sojameel* | soy | | sojameel is soy flour
*pindameel* | peanuts | | pindameel is peanut flour
*brood* | wheat | | brood is bread
*johannesbrood* | | | johannesbrood is carob
*gehaktbolletje*, *gehaktballetje* | | wheat eggs milk | gehaktballetjes are meatballs, often bound with breadcrumbs, egg and milk
*roggebrood* | gluten | wheat | roggebrood is rye bread, often with wheat
bolletje*, *bolletje*, beschuit*, *beschuit*, toast*, pistolet*, crouton*, kruimel*, *kruimel* | wheat | | this is wheat bread or crumbs
deeg, *deeg | wheat | | deeg (dough) is wheat flour
*bladerdeeg* | wheat | milk | bladerdeeg is wheat dough layered with butter or margarine
koek, *koek, koekje*, *koekje* | wheat | milk eggs | biscuits are wheat, often with butter and egg
rijstkoek*, *rijstkoek*, rijstwafel*, maiswafel* | | | rice and corn cakes are not wheat
*speculaas*, *speculoos* | wheat | soy | speculaas is a wheat spice biscuit, often with soy flour
stroopwafel*, *stroopwafel* | wheat | milk eggs | stroopwafels are wheat wafers, often with butter and egg
ontbijtkoek* | gluten | wheat | ontbijtkoek is rye cake, often with wheat
pannenkoek*, *pannenkoek*, poffertje*, flensje* | wheat eggs milk | | pancakes are flour, egg and milk
oliebol* | wheat | eggs milk | oliebollen are fried wheat dough, often with egg and milk
bitterbal*, kroket*, *kroket* | wheat | milk eggs | bitterballen and kroketten are breaded roux ragout
griesmeel*, gries | wheat | | griesmeel is wheat semolina
couscous, kuskus | wheat | | couscous is durum wheat
haver*, *haver* | gluten | | haver is oats, counted as gluten
muesli*, musli*, granola* | gluten | tree-nuts | muesli is oats, often with nuts
rogge*, *rogge* | gluten | | rogge is rye
gerst*, *gerst*, gort, *gort | gluten | | gerst and gort are barley
mout, mout*, *mout | gluten | | mout is barley malt
bier, bier*, *bier, pils | gluten | | beer is brewed from barley malt
*gemberbier* | | | gemberbier is ginger beer

# Soy
soja*, *soja* | soy | | soja is soy
*sojasaus*, ketjap*, *ketjap*, kecap | soy wheat | | soy sauce and ketjap are brewed from soybeans and wheat
tofu*, *tofu*, tahoe, tempe, tempeh | soy | | tofu (tahoe) and tempeh are soybeans
miso* | soy | wheat | miso is often made with barley or wheat

# Sesame
sesam*, *sesam* | sesame | | sesam is sesame
tahin, tahini, tahina, gomasio, halva | sesame | | this is made from sesame

# Mustard
mosterd*, *mosterd* | mustard | | mosterd is mustard
kerrie*, *kerrie*, curry, currypoeder* | | mustard celery | curry powder often holds mustard seed and celery seed

# Celery
*selder* | celery | | selderij is celery or celeriac
soepgroente* | celery | | soepgroente is leek, carrot and celery for soup
erwtensoep*, snert | celery | | erwtensoep is cooked with celeriac and celery
*bouillon*, fond, *fond | | celery | stock usually holds celery
bouillonblok*, *bouillonblok*, *bouillontablet* | | celery wheat | stock cubes usually hold celery and often wheat

# Lupin
lupine*, *lupine*, lupinen | lupin | | lupine is lupin

# Sulphites: wine, vinegars made from it, dried and candied fruit
wijn, wijn*, *wijn* | sulphites | | wijn is wine, which holds sulphites
*zwijn*, wijnblad*, *wijnsteen*, wijndruif*, wijndruiven | | | this is not wine (wild boar, vine leaves, cream of tartar, grapes)
wijngaardslak* | molluscs | | wijngaardslakken are snails
port, sherry*, vermout*, marsala, madeira, *balsamico* | sulphites | | this wine or vinegar holds sulphites
gedroogd* abrikoz*, gedroogd* vrucht*, gedroogd* fruit, zuidvrucht*, gekonfijt*, sukade, bigarreau* | sulphites | | dried and candied fruit are usually preserved with sulphites

# Dishes and prepared foods
gepaneerd*, *gepaneerd*, schnitzel*, *schnitzel | wheat eggs | | breaded (gepaneerd) food is coated in flour, egg and breadcrumbs
hutspot*, stamppot*, *stamppot | | milk | stamppot is mashed with milk and butter
appeltaart*, *taart* | wheat | milk eggs | tarts are wheat pastry, often with butter and egg
kaassouffle* | milk wheat | eggs | kaassoufflé is cheese in a wheat batter
frikandel*, rookworst*, *worst, knakworst* | | milk wheat soy mustard | sausages often hold milk protein, wheat, soy or mustard
jus, juspoeder*, *juspoeder* | | wheat milk celery | gravy often holds wheat flour, milk and celery
jus dorange | | | jus d'orange is orange juice
bakmix*, *bakmix* | wheat | milk eggs soy | baking mixes are wheat flour, often with milk, egg or soy
puddingpoeder*, *puddingpoeder* | | milk | pudding powder is often made up with or holds milk
zakjesoep*, cup a soup, pakjesoep* | | wheat milk celery soy | packet soups often hold wheat, milk powder, celery and soy
kruidenmix*, *kruidenmix*, mix voor* | | wheat milk celery soy | seasoning mixes often hold wheat flour, milk powder, celery and soy
glazuur*, *glazuur | | milk soy | ready-made icings often hold milk and soy
marshmallow*, negerzoen*, zoen*, *zoenen | | eggs | marshmallows and chocolate kisses are often made with egg white
bakspray*, *bakspray* | | soy | baking sprays are often made with soy lecithin
huzarensalade*, *huzarensalade* | eggs | mustard | huzarensalade is dressed with mayonnaise
`,
  negations: `
glutenvrij*, zonder gluten | wheat gluten
tarwevrij* | wheat
lactosevrij*, zonder lactose | lactose
zuivelvrij*, melkvrij* | milk lactose
vegan*, veganistisch*, plantaardig* | milk eggs fish crustaceans molluscs lactose
eivrij* | eggs
notenvrij* | tree-nuts peanuts
pindavrij* | peanuts
sojavrij* | soy
sesamvrij* | sesame
mosterdvrij* | mustard
selderijvrij* | celery
sulfietvrij* | sulphites
`,
}
