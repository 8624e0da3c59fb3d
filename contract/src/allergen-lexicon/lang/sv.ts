// Swedish allergen words, from Swedish cooking and food-labelling usage; compounds are read through wildcards.
import type { LanguageLexicon } from '../language-lexicon'

export const LEXICON: LanguageLexicon = {
  code: 'sv',
  name: 'Swedish',
  entries: `
# Milk. Words are folded (smör → smor, grädde → gradde), and Swedish joins words, so they match in compounds.
*mjolk* | milk | | mjölk is milk
*gradd* | milk | | grädde is cream
*smor* | milk | | smör is butter
smorgas*, *smorgas* | wheat | | a smörgås is a slice of bread
*smordeg* | wheat | milk | smördeg is wheat dough layered with butter or margarine
*smorbon* | | | smörbönor are butter beans
ost, ost*, *ost | milk | | ost is cheese
ostron* | molluscs | | ostron are oysters, not cheese
*ostronsas* | molluscs | wheat soy | oyster sauce is thickened with wheat and often seasoned with soy
ostronskivling* | | | ostronskivling is oyster mushroom
keso, kesella, kvarg*, *kvarg*, *yoghurt*, *yogurt*, kefir, vassle* | milk | | this is a dairy product
creme fraiche, grekisk yoghurt, turkisk yoghurt | milk | | this is cultured cream or yogurt
laktos* | milk | | laktos is milk sugar
parmesan*, mozzarella*, feta*, ricotta, mascarpone, brie, halloumi, vasterbotten*, herrgard*, greve, cheddar, gouda, gruyere | milk | | this is a cheese
ghee | milk | | ghee is clarified butter
bechamel* | milk wheat | | béchamel is a white sauce of milk, butter and flour
hollandaise*, bearnaise* | eggs milk | | this sauce is egg yolk emulsified with butter
choklad*, *choklad* | | milk soy | chocolate is often made with milk and soy lecithin
vit choklad* | milk | soy | white chocolate is cocoa butter and milk
# Things that look like dairy but are not
*kokosmjolk*, *kokosgradd*, *rismjolk*, *kakaosmor*, *kokossmor*, *sheasmor* | | | this holds no milk despite its name
*mandelmjolk*, *mandelsmor*, *cashewmjolk*, *cashewsmor*, *notsmor* | tree-nuts | | this is made from nuts, not milk
*sojamjolk*, *sojagradd*, *sojayoghurt* | soy | | this is made from soybeans, not milk
*havremjolk*, *havregradd*, *havreyoghurt* | gluten | | this is made from oats, not milk

# Eggs. 'ägg' is folded to agg; words that merely end in it (fläsklägg) are not eggs.
agg, aggen, agg*, honsagg*, vaktelagg*, ankagg*, *aggula*, *aggulor*, *aggvita*, *aggvitor* | eggs | | ägg is egg
aggplanta*, *aggplanta* | | | äggplanta is aubergine
*majonnas*, *majonas*, majo, *remoulad*, aioli | eggs | mustard | mayonnaise is egg yolk and oil, often with mustard
marang*, *marang* | eggs | | maräng is meringue
nudlar, *nudlar, nudel* | wheat | eggs | nudlar are wheat noodles, often made with egg
*risnudlar*, *glasnudlar*, risnudel*, glasnudel* | | | these noodles are not wheat
pannkak*, *pannkak*, plattar | wheat eggs milk | | pancakes are flour, egg and milk
vaffl*, *vaffl* | wheat | milk eggs | waffles are wheat batter, often with milk and egg

# Fish
fisk, fisk*, *fisk | fish | | fisk is fish
blackfisk*, *blackfisk* | molluscs | | bläckfisk is squid or octopus, not fish
fiskpinn*, *fiskpinn* | fish wheat | | fiskpinnar are breaded fish fingers
fiskbull*, *fiskbulle, *fiskbullar | fish | milk wheat eggs | fiskbullar are fish balls, often with milk, flour or egg
lax, lax*, *lax | fish | | lax is salmon
sill, sill*, *sill, stromming*, *stromming*, surstromming | fish | | sill and strömming are herring
torsk*, *torsk*, kolja*, sej, sejfile*, gos, gosfile*, abborre*, gadda, roding*, *flundra*, *spatta*, rodtunga*, piggvar*, makrill*, *makrill*, tonfisk*, ansjovis*, sardell*, sardin*, hoki, tilapia, pangasius | fish | | this is a fish
*kaviar*, lojrom, stenbitsrom, forellrom | fish | | this is fish roe
worcester* | fish | gluten | Worcestershire sauce is made with anchovies and often malt vinegar

# Crustaceans
raka, rakor, rakan, rakorna, *rakor, rakcocktail*, raksallad*, rakost*, rakpasta*, raksmorgas* | crustaceans | | räkor are prawns
krafta, kraftor, *kraftor, *krafta, kraftstjart* | crustaceans | | kräftor are crayfish
hummer*, *hummer, krabba*, *krabba*, krabbor, scampi, langust* | crustaceans | | this is lobster, crab or langoustine
*currypasta* | | crustaceans | Thai curry pastes are often made with shrimp paste
skaldjur*, *skaldjur* | crustaceans molluscs | | skaldjur is shellfish

# Molluscs
*mussl*, *mussel* | molluscs | | musslor are mussels, clams or scallops
calamar*, vinbergssnack* | molluscs | | this is squid or snails

# Tree nuts. 'nöt' is folded to not and also means beef (nötkött), so nuts are named in full.
*mandel*, *mandl* | tree-nuts | | mandlar are almonds
notter, *notter, notmix* | tree-nuts | peanuts | nötter are nuts, usually tree nuts
*hasselnot*, *hasselnotter, *valnot*, *valnotter, *cashew*, *cashewnotter, *pekannot*, *pekannotter, *paranot*, *paranotter, *pinjenot*, *pinjenotter, *pinjekarn*, *macadamia*, *pistasch* | tree-nuts | | this is a tree nut
*kastanj* | tree-nuts | | kastanjer are chestnuts
*vattenkastanj* | | | water chestnuts are a water plant, not a nut
*muskotnot*, *kokosnot*, notkott*, *notkott*, notfars*, *notfars* | | | this is not a nut (nutmeg, coconut or beef)
marsipan*, *marsipan*, mandelmassa* | tree-nuts | | marsipan is ground almonds and sugar
pesto*, *pesto* | milk tree-nuts | | pesto is basil with pine nuts and cheese

# Peanuts
*jordnot*, *jordnotter, *jordnotssmor*, *jordnotsmor*, arachis* | peanuts | | jordnötter are peanuts
satay* | peanuts | soy | satay sauce is peanut sauce, often with soy sauce

# Wheat and other gluten grains
*vete* | wheat | | vete is wheat
*bovete* | | | bovete is buckwheat, not wheat
dinkel*, *dinkel*, spelt*, grahams*, *grahams* | wheat | | this is a kind of wheat (spelt, graham flour)
mjol, *mjol | wheat | | mjöl on its own is wheat flour
*potatismjol, *majsmjol, *rismjol, *bovetemjol, *kikartsmjol, *kokosmjol, *teffmjol, *hirsmjol, *quinoamjol, *tapiokamjol, *linsmjol, *johannesbrodkarnmjol, *fiskmjol | | | this flour is not made from a gluten grain
*mandelmjol, *hasselnotsmjol | tree-nuts | | this flour is ground nuts
*havremjol, *ragmjol, *kornmjol | gluten | | this flour is a gluten grain
*lupinmjol | lupin | | lupinmjöl is lupin flour
*sojamjol | soy | | sojamjöl is soy flour
mannagryn*, *mannagryn* | wheat | | mannagryn is wheat semolina
*brod* | wheat | | bröd is bread
*johannesbrod* | | | johannesbröd is carob
*knackebrod*, knacke*, *ragbrod*, ragbrod* | gluten | wheat | crispbread and rye bread are rye, often with wheat
deg, *deg | wheat | | deg (dough) is wheat flour
skorp*, kex, *kex, pepparkak*, *pepparkak*, krutong*, makaron*, lasagne* | wheat | | this is made of wheat flour
couscous, bulgur | wheat | | this is wheat
*havre* | gluten | | havre is oats, counted as gluten
musli*, muesli*, granola* | gluten | tree-nuts | müsli is oats, often with nuts
rag, ragmjol*, ragsikt*, ragflingor*, ragkross* | gluten | | råg is rye
*parlgryn*, korngryn*, *korngryn*, matkorn* | gluten | | this is barley
malt, maltextrakt*, maltsirap*, maltdryck*, maltvinager* | gluten | | malt is barley malt
ol, ljust ol, morkt ol, starkol, mellanol, folkol, lager, pilsner | gluten | | öl (beer) is brewed from barley malt
ingefarsol* | | | ingefärsöl is ginger beer

# Soy
soja | soy | wheat | soja usually means soy sauce, which is brewed with wheat
japansk soja, kinesisk soja, ljus soja, mork soja, *sojasas* | soy wheat | | soy sauce is brewed from soybeans and wheat
soja*, *soja* | soy | | soja is soy
tofu*, *tofu*, tempeh, edamame | soy | | this is made from soybeans
miso* | soy | wheat | miso is often made with barley or wheat

# Sesame
sesam*, *sesam* | sesame | | sesam is sesame
tahini, tahina, halva, gomasio | sesame | | this is made from sesame

# Mustard
senap*, *senap* | mustard | | senap is mustard
curry, currypulver*, *currypulver* | | mustard celery | curry powder often holds mustard seed and celery seed

# Celery
*selleri* | celery | | selleri is celery or celeriac
*buljong*, *fond | | celery | stock usually holds celery
*buljongtarning*, *buljongpulver* | | celery wheat | stock cubes usually hold celery and often wheat

# Lupin
lupin*, *lupin* | lupin | | lupin is lupin

# Sulphites: wine, vinegars made from it, dried and candied fruit
vin, vin*, *vin, *rodvin*, *vitvin*, *vinager* | sulphites | | vin is wine, which holds sulphites
svin, svin*, *vildsvin*, vinter*, vinbar*, *vinbar*, vindruv*, vinblad*, vinsten* | | | this is not wine (pork, winter, currants, grapes, vine leaves, cream of tartar)
*cidervinager*, *appelvinager*, *risvinager* | | | this vinegar is not made from wine
sherry*, portvin*, vermouth, marsala, madeira, *balsamico* | sulphites | | this wine or vinegar holds sulphites
torkad* aprikos*, torkad* frukt*, suckat, kanderad*, cocktailbar* | sulphites | | dried and candied fruit are usually preserved with sulphites

# Dishes and prepared foods
panerad*, *panerad* | wheat eggs | | breaded (panerad) food is coated in flour, egg and breadcrumbs
kottbull*, *kottbull*, *kottbulle, *kottbullar, *kycklingbullar | | milk wheat eggs | köttbullar are usually bound with breadcrumbs, cream and egg
kanelbull*, *kanelbull*, kardemummabull*, vetebull* | wheat milk | eggs | sweet buns are wheat dough with butter and milk, often egg
bulle, bullar, bullen, *bulle, *bullar | wheat | milk eggs | bullar are wheat buns, often with milk or egg
kladdkak*, sockerkak*, *tarta | wheat eggs milk | | cakes are flour, egg and butter
semla, semlor | wheat milk tree-nuts | eggs | semlor are wheat buns with almond paste and cream
janssons frestelse, jansson* | fish milk | | Janssons frestelse is potato with Swedish ansjovis (sprats) and cream
hovmastarsas*, gravlaxsas* | mustard | eggs | dill and mustard sauce, sometimes with egg yolk
skagenrora*, *skagenrora* | crustaceans eggs milk | | Skagenröra is prawns in mayonnaise and crème fraîche
graddsas*, *graddsas* | milk | wheat | cream sauce, often thickened with flour
korv, *korv, korv*, falukorv* | | milk wheat soy mustard | sausages often hold milk protein, wheat, soy or mustard
brun sas, brunsas*, sasbas*, redning* | wheat | milk celery | brown sauce and thickeners are usually wheat flour
kryddmix*, *kryddmix* | | wheat milk celery soy | seasoning mixes often hold wheat flour, milk powder, celery and soy
kakmix*, *kakmix* | wheat | milk eggs soy | cake mixes are wheat flour, often with milk, egg or soy
potatismos pulver, mospulver* | | milk sulphites | instant mash often holds milk and sulphites
glasyr*, *glasyr | | milk soy | ready-made icings often hold milk and soy
marshmallow*, sockerbitar, skumtomte*, chokladbol*, *chokladbollar | | eggs | marshmallows are often made with egg white
stekspray* | | soy | cooking sprays are often made with soy lecithin
`,
  negations: `
glutenfri*, utan gluten | wheat gluten
vetefri* | wheat
laktosfri*, utan laktos | lactose
mjolkfri* | milk lactose
vegan*, vegetabilisk* | milk eggs fish crustaceans molluscs lactose
aggfri* | eggs
notfri* | tree-nuts peanuts
jordnotsfri* | peanuts
sojafri* | soy
sesamfri* | sesame
senapsfri* | mustard
sellerifri* | celery
sulfitfri* | sulphites
`,
}
