// Polish allergen words, from Polish cooking and food-labelling usage. Nouns and adjectives decline, so stems
// carry a star (mlek*, pszenn*); stems too short to be safe are listed as their case forms instead (ser, sera).
import type { LanguageLexicon } from '../language-lexicon'

export const LEXICON: LanguageLexicon = {
  code: 'pl',
  name: 'Polish',
  entries: `
# Milk. Folded: ś → s, ł → l, ż → z, ą → a, ó → o.
mlek*, mlecz* | milk | | mleko is milk
mlek* kokosow*, mleczk* kokosow*, mlek* ryzow*, mleczk* pszczel* | | | coconut or rice milk and royal jelly are not dairy
mlek* migdalow*, mlek* orzechow*, mlek* nerkowc* | tree-nuts | | this milk is made from nuts
mlek* sojow* | soy | | soy milk is made from soybeans
mlek* owsian* | gluten | | oat milk is made from oats
smietan* | milk | | śmietana is cream
masl* | milk | | masło is butter
masl* orzechow*, masl* z orzeszkow ziemnych, masl* arachidow* | peanuts | | masło orzechowe is peanut butter
masl* migdalow*, masl* z nerkowcow | tree-nuts | | this butter is ground nuts
masl* kakaow*, masl* shea, masl* kokosow* | | | this butter holds no milk
ser, sera, serem, serze, sery, serow, serami, serach, serek, serka, serkiem, serki, serkow, serow*, serwatk* | milk | | ser is cheese
twarog*, twaroz* | milk | | twaróg is curd cheese
maslak*, mleczaj* | | | maślaki and mleczaje are mushrooms, not butter or milk
jogurt* | milk | | jogurt is yogurt
jogurt* sojow* | soy | | soy yogurt is made from soybeans
jogurt* kokosow* | | | coconut yogurt holds no milk
kefir*, laktoz*, ghee, maslank* | milk | | this is a dairy product
parmezan*, mozzarell*, ricott*, mascarpone, feta, fety, gorgonzol*, brie, camembert*, oscyp*, bryndz*, bundz*, gouda, emmental*, cheddar*, halloumi, pecorino, grana padano | milk | | this is a cheese
beszamel* | milk wheat | | béchamel is a white sauce of milk, butter and flour
sos* holendersk* | eggs milk | | hollandaise is egg yolk emulsified with butter
czekolad* | | milk soy | chocolate is often made with milk and soy lecithin
bial* czekolad* | milk | soy | white chocolate is cocoa butter and milk

# Eggs. jaj* names only eggs; żółtko and białko are listed as forms, since żółty (yellow) and biały (white) are not.
jaj* | eggs | | jajko is egg
zoltk*, zoltek, bialk*, bialek | eggs | | żółtko and białko are egg yolk and egg white
bialk* sojow* | soy | | soy protein is not egg
bialk* serwatkow* | milk | | whey protein is milk, not egg
bialk* lubinow* | lupin | | lupin protein is not egg
bialk* grochow*, bialk* roslinn* | | | pea or plant protein is not egg
majonez* | eggs | mustard | majonez is egg yolk and oil, often with mustard
sos* tatarsk* | eggs | mustard | sos tatarski is mayonnaise with pickles, often with mustard
beza, bezy, bezowa, bezowy, bezowe | eggs | | beza is meringue
biszkopt* | wheat eggs | | biszkopt is egg sponge

# Fish
ryb* | fish | | ryba is fish
losos*, sledz*, tunczyk*, dorsz*, makrel*, sardyn*, szprot*, anchois, sardel*, pstrag*, karp, karpia, karpiem, karpie, karpi, sandacz*, szczupak*, halibut*, mintaj*, morszczuk*, tilapi*, panga, pangi, fladr*, sola, okon, okonia, wegorz*, dorad*, labraks*, matjas* | fish | | this is a fish
kawior*, ikra, ikry | fish | | this is fish roe
kawior* z baklazan*, kawior* baklazanow* | | | aubergine caviar is a vegetable spread, not roe
paluszk* krabow*, surimi | fish | eggs wheat crustaceans | crab sticks are surimi, fish paste often with egg, wheat and crab flavouring
worcester* | fish | gluten | Worcestershire sauce is made with anchovies and often malt vinegar

# Crustaceans
krewet*, krab*, homar*, langust*, rak, raki, raka, rakow, skorupiak* | crustaceans | | this is prawn, crab, lobster or crayfish
past* curry, past* tajsk* | | crustaceans | Thai curry pastes are often made with shrimp paste
owoc* morza | fish crustaceans molluscs | | owoce morza is seafood

# Molluscs
malz*, omul*, kalmar*, kalamarnic*, osmiornic*, matw*, przegrzeb*, ostryg*, slimak*, mieczak* | molluscs | | this is a mollusc (mussel, squid, octopus, scallop, oyster, snail)
sos* ostrygow* | molluscs | wheat soy | oyster sauce is thickened with wheat and often seasoned with soy

# Tree nuts
orzech*, orzeszk*, orzeszek | tree-nuts | peanuts | orzechy are nuts, usually tree nuts
orzech* wlosk*, orzech* lask*, orzech* nerkowc*, orzech* brazylijsk*, orzech* pekan*, orzech* makadami*, orzeszk* piniow*, orzeszek piniow*, orzech* piniow* | tree-nuts | | this is a tree nut
orzech* ziemn*, orzeszk* ziemn*, orzeszek ziemn* | peanuts | | orzeszki ziemne are peanuts
orzech* kokosow*, orzech* muszkatolow* | | | coconut and nutmeg are not nuts
migdal*, nerkowc*, nerkowiec, pistacj*, pekan*, makadami*, kasztan* | tree-nuts | | this is a tree nut
kasztan* wodn* | | | water chestnuts are a water plant, not a nut
marcepan* | tree-nuts | | marcepan is ground almonds and sugar
pralin* | tree-nuts | milk | pralinka is nut and chocolate
pesto | milk tree-nuts | | pesto is basil with pine nuts and cheese

# Peanuts
arachid*, fistaszk*, satay* | peanuts | | this is peanut

# Wheat and other gluten grains
pszen* | wheat | | pszenica is wheat
orkisz*, durum, semolin* | wheat | | this is a kind of wheat
maka, maki, make, mace | wheat | | mąka on its own is wheat flour
mak* ziemniaczan*, mak* kukurydzian*, mak* ryzow*, mak* gryczan*, mak* kokosow*, mak* tapiokow*, mak* jaglan*, mak* z ciecierzycy, mak* ciecierzyc* | | | this flour is not made from a gluten grain
mak* zytn*, mak* owsian*, mak* jeczmienn* | gluten | | this flour is a gluten grain
mak* migdalow*, mak* kasztanow* | tree-nuts | | this flour is ground nuts
mak* lubinow* | lupin | | mąka łubinowa is lupin flour
mak* sojow* | soy | | mąka sojowa is soy flour
kasz* | | gluten | kasza is groats, often of barley or wheat
kasz* mann*, manna, kuskus*, bulgur* | wheat | | semolina, couscous and bulgur are wheat
kasz* jeczmien*, peczak* | gluten | | this is barley
kasz* gryczan*, kasz* jaglan*, kasz* kukurydzian*, kasz* ryzow*, kasz* quinoa | | | this kasza is not a gluten grain
chleb*, pieczyw*, bulk*, bulek, buleczk*, grzank*, tost, tosty, tostu, tostem, toscie, tostow*, tostach, tostami, tostom, bagietk*, suchark* | wheat | | this is wheat bread
chleb* zytn* | gluten | wheat | rye bread is rye, often with wheat
rogal* | wheat | milk eggs | rogale are wheat pastries, often with butter and egg
ciast* | wheat | | ciasto (dough, pastry, cake) is wheat flour
ciast* francusk* | wheat | milk | ciasto francuskie is wheat dough layered with butter or margarine
herbatnik*, wafl*, gofr* | wheat | milk eggs | biscuits and waffles are wheat, often with butter and egg
makaron* | wheat | eggs | makaron is wheat pasta, often made with egg
makaron* ryzow*, makaron* sojow*, makaron* szklan*, makaron* kukurydzian*, makaron* z soczewicy, makaron* z ciecierzycy, makaron* konjac | | | this pasta is not wheat
makaron* gryczan* | | wheat | buckwheat pasta often holds wheat
kluski, klusk*, kopyt*, uszka, uszek, uszk*, lazank*, lasagne* | wheat | eggs | these are wheat dough, often with egg
klusk* slask* | | eggs | kluski śląskie are potato dumplings, often with egg
pierog* | wheat | eggs | pierogi are wheat dough, often with egg
pierog* rusk* | wheat milk | eggs | pierogi ruskie are filled with potato and curd cheese
nalesnik*, racuch* | wheat milk eggs | | pancakes are flour, milk and egg
krokiet* | wheat | milk eggs | krokiety are breaded pancakes
owies, owsa, owsem, owsian* | gluten | | owies is oats, counted as gluten
musli, muesli, granol* | gluten | tree-nuts | musli is oats, often with nuts
zyto, zyta, zytn* | gluten | | żyto is rye
jeczmien* | gluten | | jęczmień is barley
slod, slodu, slodem, slodow* | gluten | | słód is barley malt
piw* | gluten | | piwo (beer) is brewed from barley malt

# Soy
soj*, soi | soy | | soja is soy
sos* sojow* | soy wheat | | soy sauce is brewed from soybeans and wheat
tofu, tempeh, edamame | soy | | this is made from soybeans
miso | soy | wheat | miso is often made with barley or wheat

# Sesame
sezam* | sesame | | sezam is sesame
tahini, tahina, chalw*, gomasio | sesame | | this is made from sesame

# Mustard
musztard*, gorczyc* | mustard | | musztarda is mustard, gorczyca mustard seed
curry, przypraw* curry | | mustard celery | curry powder often holds mustard seed and celery seed

# Celery
seler* | celery | | seler is celery or celeriac
wloszczyzn* | celery | | włoszczyzna is carrot, parsley root, leek and celeriac for soup
vegeta | celery | | Vegeta seasoning holds dried celery
bulion*, rosol*, wywar*, fond | | celery | stock (bulion, rosół) is usually cooked with celeriac
kostk* rosolow*, kostk* bulionow* | | celery wheat | stock cubes usually hold celery and often wheat

# Lupin
lubin* | lupin | | łubin is lupin

# Sulphites: wine, vinegars made from it, dried and candied fruit
wino, wina, winem, winie, winn*, winiak* | sulphites | | wino is wine, which holds sulphites
balsamiczn*, sherry, porto, wermut*, marsala, madera, szampan*, prosecco | sulphites | | this wine or vinegar holds sulphites
suszon* morel*, morel* suszon*, suszon* owoc*, owoc* suszon*, kandyzowan* | sulphites | | dried and candied fruit are usually preserved with sulphites
bakali* | | tree-nuts sulphites | bakalie are dried fruit and nuts

# Dishes and prepared foods
panierk*, panierowan*, kotlet* schabow* | wheat eggs | | breaded (panierowany) food is coated in flour, egg and breadcrumbs
zurek, zurku, zurkiem, zakwas* | gluten | wheat eggs | żurek is soured rye flour soup, often served with egg
barszcz* | | celery | barszcz is usually cooked on vegetable stock with celeriac
salatk* jarzynow* | eggs celery | mustard | sałatka jarzynowa holds egg, celeriac and mayonnaise
plack* ziemniaczan* | eggs | wheat | potato pancakes are bound with egg, often with flour
sernik* | milk eggs | wheat | sernik is curd cheesecake, often on a wheat base
makowiec*, makowc* | wheat eggs milk | tree-nuts | makowiec is poppy seed roll, often with nuts
faworki, chrust* | wheat eggs | milk | faworki are fried wheat and egg dough
budyn* | | milk | budyń is made up with or holds milk
kielbas*, parowk*, serdelk*, kabanos* | | milk wheat soy mustard | sausages often hold milk protein, wheat, soy or mustard
zasmazk*, sos* pieczeniow* | wheat | milk celery | roux and gravy are wheat flour and fat
fix, przypraw* w plynie | | wheat milk celery soy | seasoning packets often hold wheat flour, milk powder, celery and soy
mieszank* do ciast*, ciast* w proszku | wheat | milk eggs soy | cake mixes are wheat flour, often with milk, egg or soy
zup* w proszku, zupk* chinsk*, zupk* instant | | wheat milk celery soy | packet soups often hold wheat, milk powder, celery and soy
puree w proszku, puree ziemniaczane w proszku | | milk sulphites | instant mash often holds milk and sulphites
lukier*, polew* | | milk soy | ready-made icings and glazes often hold milk and soy
pianki, pianek | | eggs | marshmallows are often made with egg white
ptasie mleczko, ptasiego mleczka | | milk eggs soy | ptasie mleczko is chocolate-covered soufflé, often with milk and egg white
spray do smazenia, olej w sprayu | | soy | cooking sprays are often made with soy lecithin
`,
  negations: `
bezglutenow*, bez glutenu | wheat gluten
bezlaktozow*, bez laktozy | lactose
bezmleczn*, bez mleka | milk lactose
wegansk*, roslinn* | milk eggs fish crustaceans molluscs lactose
bezjajeczn* | eggs
bez orzechow | tree-nuts peanuts
bezsojow* | soy
`,
}
