// Norwegian (Bokmål) allergen words, from Norwegian cooking and food-labelling usage; compounds use wildcards.
import type { LanguageLexicon } from '../language-lexicon'

export const LEXICON: LanguageLexicon = {
  code: 'no',
  name: 'Norwegian',
  entries: `
# Milk. Words are folded (fløte → flote, rømme → romme, smør → smor), and they match inside compounds.
*melk* | milk | | melk is milk
*flote* | milk | | fløte is cream
romme, romme*, *romme | milk | | rømme is soured cream
*smor* | milk | | smør is butter
*smorbonne* | | | smørbønner are butter beans
*butterdeig* | wheat | milk | butterdeig is puff pastry, wheat dough layered with butter or margarine
ost, ost*, *ost | milk | | ost is cheese
frost, frost*, *frost, most, eplemost*, *eplemost* | | | frost (frozen) and most (juice) are not cheese
osters, osters*, *osters* | molluscs | | østers are oysters, not cheese
*ostersaus*, *osterssaus* | molluscs | wheat soy | oyster sauce is thickened with wheat and often seasoned with soy
ostershatt* | | | østershatt is oyster mushroom
prim, kesam, skyr, *yoghurt*, kefir, myse, myseost | milk | | this is a dairy product
creme fraiche, gresk yoghurt | milk | | this is cultured cream or yogurt
laktose* | milk | | laktose is milk sugar
norvegia, jarlsberg, ridder, gamalost, pultost, parmesan*, mozzarella*, feta*, brie, camembert, ricotta, mascarpone, cheddar, gouda, halloumi | milk | | this is a cheese
ghee | milk | | ghee is clarified butter
bechamel* | milk wheat | | béchamel is a white sauce of milk, butter and flour
hollandaise*, bearnaise* | eggs milk | | this sauce is egg yolk emulsified with butter
sjokolade*, *sjokolade* | | milk soy | chocolate is often made with milk and soy lecithin
hvit sjokolade* | milk | soy | white chocolate is cocoa butter and milk
# Things that look like dairy but are not
*kokosmelk*, *kokosflote*, *rismelk*, *kakaosmor*, *kokossmor* | | | this holds no milk despite its name
*mandelmelk*, *cashewmelk*, *mandelsmor* | tree-nuts | | this is made from nuts, not milk
*soyamelk*, *sojamelk*, *soyaflote*, *soyayoghurt* | soy | | this is made from soybeans, not milk
*havremelk*, *havreflote* | gluten | | this is made from oats, not milk

# Eggs. Words that merely end in egg (lammelegg, vegg) are not eggs, so compounds are named.
egg, eggene, egg*, honseegg*, vaktelegg*, *eggeplomme*, *eggehvite* | eggs | | egg is egg
eggeplante* | | | eggeplante is aubergine
*majones*, majo, *remulade*, *remoulade*, aioli, *tartarsaus* | eggs | mustard | mayonnaise is egg yolk and oil, often with mustard
marengs*, *marengs* | eggs | | marengs is meringue
nudler, *nudler | wheat | eggs | nudler are wheat noodles, often made with egg
*risnudler, *glassnudler | | | these noodles are not wheat
pannekake*, *pannekake* | wheat eggs milk | | pancakes are flour, egg and milk
vaffel*, *vaffel*, vafler, *vafler | wheat | milk eggs | waffles are wheat batter, often with milk and egg

# Fish
fisk, fisk*, *fisk | fish | | fisk is fish
fiskekake*, *fiskekake*, fiskebolle*, *fiskebolle*, fiskepudding* | fish | milk | fiskekaker and fiskeboller are fish bound with milk
fiskepinne*, *fiskepinne* | fish wheat | | fiskepinner are breaded fish fingers
laks, laks*, *laks | fish | | laks is salmon
sild, sild*, *sild | fish | | sild is herring
torsk*, *torsk*, sei, seifilet*, hyse*, lyr, makrell*, *makrell*, ansjos*, *ansjos*, sardin*, tunfisk*, kveite*, breiflabb*, steinbit*, rodspette*, flyndre*, orret*, roye, abbor | fish | | this is a fish
rogn, *rogn, kaviar*, *kaviar* | fish | | this is fish roe
worcester* | fish | gluten | Worcestershire sauce is made with anchovies and often malt vinegar

# Crustaceans
reke, reker, reke*, *reke, *reker | crustaceans | | reker are prawns
hummer*, *hummer, krabbe*, *krabbe*, kreps*, *kreps*, scampi, langust* | crustaceans | | this is lobster, crab or langoustine
*karripasta*, *currypasta* | | crustaceans | Thai curry pastes are often made with shrimp paste
skalldyr*, *skalldyr* | crustaceans molluscs | | skalldyr is shellfish

# Molluscs
*skjell* | molluscs | | skjell are mussels, scallops or clams
blekksprut*, *blekksprut*, akkar, calamar* | molluscs | | blekksprut is squid or octopus

# Tree nuts. 'nøtt' is folded to nott.
notter, *notter, *nott | tree-nuts | peanuts | nøtter are nuts, usually tree nuts
*hasselnott*, *hasselnotter, *valnott*, *valnotter, *cashew*, *cashewnotter, *paranott*, *paranotter, *pekannott*, *pekannotter, *pistasj*, *pistasjnotter, *macadamia*, *macadamianotter, *pinjekjerne* | tree-nuts | | this is a tree nut
mandel*, *mandel*, mandl*, *mandl* | tree-nuts | | mandler are almonds
kastanje*, *kastanje* | tree-nuts | | kastanjer are chestnuts
*vannkastanje* | | | water chestnuts are a water plant, not a nut
*muskatnott*, *kokosnott*, *kokosnotter | | | nutmeg and coconut are not nuts
marsipan*, *marsipan* | tree-nuts | | marsipan is ground almonds and sugar
pesto*, *pesto* | milk tree-nuts | | pesto is basil with pine nuts and cheese

# Peanuts
peanott*, *peanott*, *peanotter, *peanottsmor*, jordnott*, *jordnott*, *jordnotter, peanut*, arachis* | peanuts | | peanøtter are peanuts
satay* | peanuts | soy | satay sauce is peanut sauce, often with soy sauce

# Wheat and other gluten grains
hvete*, *hvete* | wheat | | hvete is wheat
*bokhvete* | | | bokhvete is buckwheat, not wheat
spelt*, *spelt*, durum*, emmer | wheat | | this is a kind of wheat
mel, *mel | wheat | | mel on its own is wheat flour
*karamel*, *kummel | | | karamel (caramel) and Kümmel (caraway) are not flour
*potetmel, *maismel, *rismel, *bokhvetemel, *kikertmel, *kokosmel, *tapiokamel, *hirsemel, *johannesbrodkjernemel | | | this flour is not made from a gluten grain
*mandelmel, *hasselnottmel | tree-nuts | | this flour is ground nuts
*havremel, *rugmel, *byggmel | gluten | | this flour is a gluten grain
*lupinmel | lupin | | lupinmel is lupin flour
*soyamel | soy | | soyamel is soy flour
semule*, *semule* | wheat | | semule is wheat semolina
*brod* | wheat | | brød is bread
*johannesbrod* | | | johannesbrød is carob
*rugbrod*, knekkebrod*, *knekkebrod* | gluten | wheat | rye bread and crispbread are rye, often with wheat
loff, rundstykke*, *rundstykke*, lompe*, *lompe*, kavring*, *kavring*, tvibakk*, toast*, kjeks, *kjeks, spagetti*, makaroni*, lasagne* | wheat | | this is made of wheat flour
lefse*, *lefse* | wheat | milk | lefser are wheat flatbread, often with milk or butter
deig, *deig | wheat | | deig (dough) is wheat flour
*kjottdeig*, *kjottdeigen* | | | kjøttdeig is minced meat, not dough
couscous, bulgur | wheat | | this is wheat
havre*, *havre* | gluten | | havre is oats, counted as gluten
musli*, muesli*, granola* | gluten | tree-nuts | müsli is oats, often with nuts
rug, rug* | gluten | | rug is rye
bygg, bygg*, *bygg | gluten | | bygg is barley
maltekstrakt* | gluten | | maltekstrakt is barley malt extract
ol, pils, pilsner*, lettol, juleol, bayer, bokkol | gluten | | øl (beer) is brewed from barley malt
ingefarol* | | | ingefærøl is ginger beer
# 'malt' is Norwegian for ground: malt kanel is ground cinnamon, not barley malt.
malt kanel, malt spisskummen, malt ingefaer, malt koriander, malt kardemomme, malt nellik, malt muskat, malt muskatnott, malt pepper, malt svart pepper, malt hvit pepper, malt paprika, malt chili, malt gurkemeie, malt allehande, malt kummin, malt fennikel, malt kjott | | | malt means ground in Norwegian
malt sennep* | mustard | | malt sennepsfrø is ground mustard seed

# Soy
soya, soja | soy | wheat | soya usually means soy sauce, which is brewed with wheat
*soyasaus*, *sojasaus*, ketjap*, kecap | soy wheat | | soy sauce is brewed from soybeans and wheat
soya*, *soya*, soja*, *soja* | soy | | soya is soy
tofu*, *tofu*, tempeh, edamame | soy | | this is made from soybeans
miso* | soy | wheat | miso is often made with barley or wheat

# Sesame
sesam*, *sesam* | sesame | | sesam is sesame
tahin, tahini, tahina, halva, gomasio | sesame | | this is made from sesame

# Mustard
sennep*, *sennep* | mustard | | sennep is mustard
karri, karri*, *karri*, curry, karripulver*, currypulver* | | mustard celery | karri (curry powder) often holds mustard seed and celery seed

# Celery
*selleri* | celery | | selleri is celery or celeriac
*suppegronnsak*, suppeterninger | | celery | suppegrønnsaker (soup vegetables) usually hold celeriac
*buljong*, kraft, *kraft, *fond | | celery | stock (buljong, kraft) usually holds celery
*buljongterning*, *buljongpulver* | | celery wheat | stock cubes usually hold celery and often wheat

# Lupin
lupin*, *lupin* | lupin | | lupin is lupin

# Sulphites: wine, vinegars made from it, dried and candied fruit
vin, vin*, *vin, *hvitvin*, *rodvin* | sulphites | | vin is wine, which holds sulphites
svin, svin*, *villsvin*, vinter*, vindrue*, *vindrue*, vinblad*, vinstein* | | | this is not wine (pork, winter, grapes, vine leaves, cream of tartar)
vinaigrette | | mustard sulphites | vinaigrette is often made with mustard and wine vinegar
sherry*, portvin*, vermut*, marsala, madeira, *balsamico* | sulphites | | this wine or vinegar holds sulphites
torked* aprikos*, torket* aprikos*, torket* frukt*, sukat, kandisert*, cocktailbaer* | sulphites | | dried and candied fruit are usually preserved with sulphites

# Dishes and prepared foods
panert*, *panert* | wheat eggs | | breaded (panert) food is coated in flour, egg and breadcrumbs
kjottkake*, *kjottkake*, kjottbolle*, *kjottbolle* | | wheat milk eggs | kjøttkaker are usually bound with flour, milk and egg
krumkake*, *krumkake*, sirupsnipp*, bolle, boller, hvetebolle*, skolebolle* | wheat milk | eggs | these are wheat baking with butter, often with egg
kransekake* | tree-nuts eggs | | kransekake is almonds, sugar and egg white
rommegrot*, risgrot*, risengrynsgrot* | milk | wheat | milk porridge, rømmegrøt is also thickened with wheat flour
kvikk lunsj | wheat milk soy | | Kvikk Lunsj is chocolate-covered wafer
polse, polser, *polse, *polser, wienerpolse* | | milk wheat soy mustard | sausages (pølser) often hold milk protein, wheat, soy or mustard
brun saus, brunsaus*, *saus jevner*, jevning* | wheat | milk celery | brown sauce and thickeners are usually wheat flour
krydderblanding*, *krydderblanding*, krydderpose* | | wheat milk celery soy | seasoning mixes often hold wheat flour, milk powder, celery and soy
kakemiks*, *kakemiks* | wheat | milk eggs soy | cake mixes are wheat flour, often with milk, egg or soy
potetmospulver*, mospulver* | | milk sulphites | instant mash often holds milk and sulphites
glasur*, *glasur | | milk soy | ready-made icings often hold milk and soy
marshmallow*, negerkyss*, *kyss | | eggs | marshmallows and chocolate kisses are often made with egg white
stekespray* | | soy | cooking sprays are often made with soy lecithin
`,
  negations: `
glutenfri*, uten gluten | wheat gluten
hvetefri* | wheat
laktosefri*, uten laktose | lactose
melkefri* | milk lactose
vegan*, plantebasert* | milk eggs fish crustaceans molluscs lactose
eggfri* | eggs
nottefri*, nottfri* | tree-nuts peanuts
peanottfri* | peanuts
soyafri* | soy
sesamfri* | sesame
sennepsfri* | mustard
sellerifri* | celery
sulfittfri* | sulphites
`,
}
