// Danish allergen words, from Danish cooking and food-labelling usage; compounds are read through wildcards.
import type { LanguageLexicon } from '../language-lexicon'

export const LEXICON: LanguageLexicon = {
  code: 'da',
  name: 'Danish',
  entries: `
# Milk. Words are folded (mælk → maelk, fløde → flode, smør → smor), and they match inside compounds.
*maelk* | milk | | mælk is milk
*flode* | milk | | fløde is cream
*smor* | milk | | smør is butter
*smorbon* | | | smørbønner are butter beans
*butterdej* | wheat | milk | butterdej is puff pastry, wheat dough layered with butter or margarine
ost, ost*, *ost | milk | | ost is cheese
frost, frost*, *frost, most, aeblemost*, *aeblemost* | | | frost (frozen) and most (juice) are not cheese
osters, osters*, *osters* | molluscs | | østers are oysters, not cheese
*osterssauce* | molluscs | wheat soy | oyster sauce is thickened with wheat and often seasoned with soy
ostershat* | | | østershatte are oyster mushrooms
skyr, kvark*, *kvark*, *yoghurt*, ymer, kefir, valle | milk | | this is a dairy product
creme fraiche, graesk yoghurt, tykmaelk | milk | | this is cultured cream or yogurt
laktose* | milk | | laktose is milk sugar
parmesan*, mozzarella*, feta*, danbo, havarti, riberhus, danablu, brie, camembert, ricotta, mascarpone, gouda, cheddar, halloumi | milk | | this is a cheese
ghee | milk | | ghee is clarified butter
bechamel* | milk wheat | | béchamel is a white sauce of milk, butter and flour
hollandaise*, bearnaise* | eggs milk | | this sauce is egg yolk emulsified with butter
chokolade*, *chokolade* | | milk soy | chocolate is often made with milk and soy lecithin
hvid chokolade* | milk | soy | white chocolate is cocoa butter and milk
# Things that look like dairy but are not
*kokosmaelk*, *kokosflode*, *rismaelk*, *kakaosmor*, *kokossmor*, *plantesmor* | | | this holds no milk despite its name
*mandelmaelk*, *cashewmaelk*, *mandelsmor* | tree-nuts | | this is made from nuts, not milk
*sojamaelk*, *sojaflode*, *sojayoghurt* | soy | | this is made from soybeans, not milk
*havremaelk*, *havreflode* | gluten | | this is made from oats, not milk

# Eggs. 'æg' is folded to aeg; words that merely end in it (lammelæg) are not eggs.
aeg, aeggene, aeg*, honseaeg*, vagtelaeg*, *aeggeblomme*, *aeggehvide* | eggs | | æg is egg
aegte*, aeggeplante* | | | ægte (genuine) and æggeplante (aubergine) are not eggs
*mayonnaise*, mayo, *remoulade*, aioli, tatarsauce* | eggs | mustard | mayonnaise is egg yolk and oil, often with mustard
marengs*, *marengs* | eggs | | marengs is meringue
nudler, *nudler | wheat | eggs | nudler are wheat noodles, often made with egg
*risnudler, *glasnudler | | | these noodles are not wheat
pandekage*, *pandekage*, aebleskive*, *aebleskive* | wheat eggs milk | | pancakes and æbleskiver are flour, egg and milk
vaffel*, *vaffel* | wheat | milk eggs | waffles are wheat batter, often with milk and egg

# Fish
fisk, fisk*, *fisk | fish | | fisk is fish
laks, laks*, *laks | fish | | laks is salmon
*fiskebolle, *fiskeboller | fish | milk wheat eggs | fiskeboller are fish balls, often with milk, flour or egg
sild, sild*, *sild | fish | | sild is herring
torsk*, *torsk*, tun, tun*, ansjos*, *ansjos*, makrel*, *makrel*, rodspaette*, *spaette*, *flynder*, pighvar*, kulmule*, sej, sejfilet*, kuller*, aborre*, gedde, orred*, sardin*, tilapia, pangasius | fish | | this is a fish
rogn, *rogn, *kaviar* | fish | | this is fish roe
worcester* | fish | gluten | Worcestershire sauce is made with anchovies and often malt vinegar

# Crustaceans
reje, rejer, reje*, *reje, *rejer | crustaceans | | rejer are prawns
hummer*, *hummer, krabbe*, *krabbe*, krebs*, *krebs*, languster, scampi | crustaceans | | this is lobster, crab or crayfish
*karrypasta*, *currypasta* | | crustaceans | Thai curry pastes are often made with shrimp paste
skaldyr*, *skaldyr* | crustaceans molluscs | | skaldyr is shellfish

# Molluscs
*musling* | molluscs | | muslinger are mussels, clams or scallops
blaeksprutte*, *blaeksprutte*, calamar*, octopus | molluscs | | blæksprutte is squid or octopus

# Tree nuts. 'nød' is folded to nod, and nød* would read nødvendig, so nuts are named by their endings.
*nod, *nodder | tree-nuts | peanuts | nødder are nuts, usually tree nuts
*hasselnod*, *hasselnodder, *valnod*, *valnodder, *cashew*, *cashewnodder, *paranod*, *paranodder, *pekannod*, *pekannodder, *pistacie*, *pistacienodder, *macadamia*, *macadamianodder | tree-nuts | | this is a tree nut
mandel*, *mandel*, mandl*, *mandl* | tree-nuts | | mandler are almonds
pinjekerne*, *pinjekerne* | tree-nuts | | pinjekerner are pine nuts
kastanje*, *kastanje* | tree-nuts | | kastanjer are chestnuts
*vandkastanje* | | | water chestnuts are a water plant, not a nut
*muskatnod*, *kokosnod*, *kokosnodder | | | nutmeg and coconut are not nuts
marcipan*, *marcipan*, *mandelmasse* | tree-nuts | | marcipan is ground almonds and sugar
pesto*, *pesto* | milk tree-nuts | | pesto is basil with pine nuts and cheese

# Peanuts
peanut*, *peanut*, *jordnod*, *jordnodder, *jordnoddesmor* | peanuts | | peanuts (jordnødder) are peanuts
satay* | peanuts | soy | satay sauce is peanut sauce, often with soy sauce

# Wheat and other gluten grains
hvede*, *hvede* | wheat | | hvede is wheat
*boghvede* | | | boghvede is buckwheat, not wheat
spelt*, *spelt*, durum*, grahams*, emmer, enkorn | wheat | | this is a kind of wheat
mel, *mel | wheat | | mel on its own is wheat flour
*karamel*, *kummel | | | karamel (caramel) and Kümmel (caraway) are not flour
*kartoffelmel, *majsmel, *rismel, *boghvedemel, *kikaertemel, *kokosmel, *tapiokamel, *hirsemel, *quinoamel, *johannesbrodkernemel | | | this flour is not made from a gluten grain
*mandelmel, *hasselnoddemel | tree-nuts | | this flour is ground nuts
*havremel, *rugmel*, *bygmel | gluten | | this flour is a gluten grain
*lupinmel | lupin | | lupinmel is lupin flour
*sojamel | soy | | sojamel is soy flour
semulje*, *semulje* | wheat | | semulje is wheat semolina
*brod* | wheat | | brød is bread
*johannesbrod* | | | johannesbrød is carob
*rugbrod*, knaekbrod*, *knaekbrod* | gluten | wheat | rugbrød and knækbrød are rye, often with wheat
rasp, rundstykke*, *rundstykke*, bolle, boller, *bolle, *boller, toast*, tvebak*, kiks, *kiks, makaroni*, lasagne* | wheat | | this is made of wheat flour
dej, *dej | wheat | | dej (dough) is wheat flour
couscous, bulgur | wheat | | this is wheat
havre*, *havre* | gluten | | havre is oats, counted as gluten
musli*, muesli*, granola* | gluten | tree-nuts | müsli is oats, often with nuts
rug, rug* | gluten | | rug is rye
byg, byg*, *byg | gluten | | byg is barley
malt, maltekstrakt* | gluten | | malt is barley malt
ol, pilsner*, *pilsner, hvedeol* | gluten | | øl (beer) is brewed from barley malt
ingefaerol* | | | ingefærøl is ginger beer

# Soy
soja | soy | wheat | soja usually means soy sauce, which is brewed with wheat
*sojasauce*, ketjap*, kecap | soy wheat | | soy sauce is brewed from soybeans and wheat
soja*, *soja* | soy | | soja is soy
tofu*, *tofu*, tempeh, edamame | soy | | this is made from soybeans
miso* | soy | wheat | miso is often made with barley or wheat

# Sesame
sesam*, *sesam* | sesame | | sesam is sesame
tahin, tahini, tahina, halva, gomasio | sesame | | this is made from sesame

# Mustard
sennep*, *sennep* | mustard | | sennep is mustard
karry, karry*, *karry*, curry, currypulver* | | mustard celery | karry (curry powder) often holds mustard seed and celery seed

# Celery
*selleri* | celery | | selleri is celery or celeriac
suppeurter | celery | | suppeurter are leek, carrot, celeriac and parsley for soup
*bouillon*, *fond, kraft, *kraft | | celery | stock usually holds celery
*bouillonterning*, *bouillonpulver* | | celery wheat | stock cubes usually hold celery and often wheat

# Lupin
lupin*, *lupin* | lupin | | lupin is lupin

# Sulphites: wine, vinegars made from it, dried and candied fruit
vin, vin*, *vin, *hvidvin*, *rodvin* | sulphites | | vin is wine, which holds sulphites
svin, svin*, *vildsvin*, vinter*, vindrue*, *vindrue*, vinblad*, vinsten* | | | this is not wine (pork, winter, grapes, vine leaves, cream of tartar)
vinaigrette | | mustard sulphites | vinaigrette is often made with mustard and wine vinegar
sherry*, portvin*, vermouth, marsala, madeira, *balsamico* | sulphites | | this wine or vinegar holds sulphites
torred* abrikos*, torred* frugt*, torret frugt, sukat, kandiser*, cocktailbaer* | sulphites | | dried and candied fruit are usually preserved with sulphites

# Dishes and prepared foods
paneret*, *paneret* | wheat eggs | | breaded (paneret) food is coated in flour, egg and breadcrumbs
frikadelle*, *frikadelle*, *kodbolle, *kodboller, *melbolle, *melboller | | wheat milk eggs | frikadeller are usually bound with flour, milk and egg
leverpostej*, *leverpostej* | wheat milk eggs | fish | leverpostej is liver pâté with flour, milk and egg, often with anchovy
wienerbrod*, *wienerbrod* | wheat milk | eggs tree-nuts | wienerbrød is butter pastry, often with egg and almond filling
brunsvig*, *kage | wheat milk | eggs | cakes are flour and butter, often with egg
risalamande* | milk tree-nuts | | risalamande is rice pudding with cream and chopped almonds
kartoffelsalat* | | eggs mustard milk | potato salad is often dressed with mayonnaise, mustard or crème fraîche
polse, polser, *polse, *polser, medister* | | milk wheat soy mustard | sausages (pølser) often hold milk protein, wheat, soy or mustard
sovs, brun sovs, *sovs, jævning*, jaevning* | | wheat milk celery | gravy (sovs) is usually thickened with wheat flour
krydderimix*, *krydderimix* | | wheat milk celery soy | seasoning mixes often hold wheat flour, milk powder, celery and soy
kagemix*, *kagemix*, bagemix*, *bagemix* | wheat | milk eggs soy | baking mixes are wheat flour, often with milk, egg or soy
kartoffelmospulver*, mospulver* | | milk sulphites | instant mash often holds milk and sulphites
glasur*, *glasur | | milk soy | ready-made icings often hold milk and soy
flodebolle*, *flodebolle*, skumfidus*, marshmallow* | | eggs wheat | flødeboller and marshmallows are whipped egg white, often on a wafer
stegespray*, bagespray* | | soy | cooking sprays are often made with soy lecithin
`,
  negations: `
glutenfri*, uden gluten | wheat gluten
hvedefri* | wheat
laktosefri*, uden laktose | lactose
maelkefri* | milk lactose
vegan*, plantebaseret* | milk eggs fish crustaceans molluscs lactose
aegfri*, aeggefri* | eggs
noddefri* | tree-nuts peanuts
peanutfri*, jordnoddefri* | peanuts
sojafri* | soy
sesamfri* | sesame
sennepsfri* | mustard
sellerifri* | celery
sulfitfri* | sulphites
`,
}
