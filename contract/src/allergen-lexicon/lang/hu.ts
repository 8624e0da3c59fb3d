// Hungarian allergen words, from Hungarian cooking and food-labelling usage. Hungarian joins words and adds
// case endings (tejföl, tojással), so food words match inside a word; three-letter words are listed by form.
import type { LanguageLexicon } from '../language-lexicon'

export const LEXICON: LanguageLexicon = {
  code: 'hu',
  name: 'Hungarian',
  entries: `
# Milk. Folded: ő → o, ű → u, á → a, é → e (tejföl → tejfol, tejszín → tejszin).
# Not *tej*: Polish adjectives end in -tej (tartej, żółtej), so milk compounds are named instead.
tej*, *tejfol*, *tejszin*, *tejpor*, *tejkrem*, aludttej*, tehentej*, kecsketej*, juhtej* | milk | | tej is milk (tejföl is sour cream, tejszín cream)
*vaj* | milk | | vaj is butter
*sajt* | milk | | sajt is cheese
turo*, *turo | milk | | túró is curd cheese
*joghurt*, *jogurt*, kefir*, iro, irot, iroval, savo*, laktoz* | milk | | this is a dairy product
mascarpone, mozzarell*, parmezan*, feta*, ricotta, gorgonzola, trappista, pannonia, edami, gouda, camembert, brie, cheddar, halloumi, pecorino | milk | | this is a cheese
besamel* | milk wheat | | béchamel is a white sauce of milk, butter and flour
hollandi martas* | eggs milk | | hollandaise is egg yolk emulsified with butter
*csokolad* | | milk soy | chocolate is often made with milk and soy lecithin
feher csokolad* | milk | soy | white chocolate is cocoa butter and milk
# Things that look like dairy but are not
*kokusztej*, *rizstej*, *kakaovaj*, *sheavaj*, *vajbab* | | | this holds no milk despite its name
*mandulatej*, *mandulavaj*, *kesudiovaj*, *diotej* | tree-nuts | | this is made from nuts, not milk
*szojatej*, *szojajoghurt* | soy | | this is made from soybeans, not milk
*zabtej* | gluten | | this is made from oats, not milk
*mogyorovaj*, *foldimogyorovaj* | peanuts | | mogyoróvaj is peanut butter

# Eggs
*tojas* | eggs | | tojás is egg
majonez* | eggs | mustard | majonéz is egg yolk and oil, often with mustard
tartarmartas*, tartar martas* | eggs | mustard | tartármártás is mayonnaise with pickles, often with mustard
habcsok* | eggs | | habcsók is meringue
piskot* | wheat eggs | | piskóta is egg sponge
nokedli*, galusk*, tarhony*, csusza* | wheat eggs | | these are flour and egg dough
palacsint* | wheat milk eggs | | palacsinta is flour, milk and egg

# Fish. 'hal' is fish; rakott (layered) and halloumi are not fish or crab.
hal, hal*, *hal, *tonhal*, *tokehal*, *kardhal*, *lepenyhal* | fish | | hal is fish
halloumi | milk | | halloumi is a cheese
halvany* | | | halvány means pale, not fish
*tintahal* | molluscs | | tintahal is squid, not fish
lazac*, *lazac*, ponty*, *ponty*, harcsa*, *harcsa*, pisztrang*, sullo*, csuka, csukat, hering*, szardell*, szardin*, makrel*, keszeg* | fish | | this is a fish
kaviar*, ikra | fish | | this is fish roe
rakpalcik* | fish | eggs wheat crustaceans | rákpálcika are surimi, fish paste often with egg, wheat and crab flavouring
worcester* | fish | gluten | Worcestershire sauce is made with anchovies and often malt vinegar

# Crustaceans
garnela*, *garnela*, *kiralyrak*, rak, rakot, rakkal, rakok, rakokat, rakfarok*, rakhus*, homar*, *homar*, languszt*, scampi | crustaceans | | this is prawn, crab, crayfish or lobster
*currypaszta* | | crustaceans | Thai curry pastes are often made with shrimp paste
tenger gyumolcsei | fish crustaceans molluscs | | tenger gyümölcsei is seafood

# Molluscs
*kagylo* | molluscs | | kagyló is a mussel, clam or scallop
*kagyloteszta*, csigateszta*, *csigateszta* | wheat | eggs | shell and snail pasta are wheat, often with egg
polip*, kalmar*, osztrig*, csiga, csigat, szepia* | molluscs | | this is octopus, squid, oyster or snail
*osztrigaszosz* | molluscs | wheat soy | oyster sauce is thickened with wheat and often seasoned with soy
*osztrigagomba* | | | osztrigagomba is oyster mushroom

# Tree nuts
*dio* | tree-nuts | | dió is walnut; kesudió, pekándió and paradió are tree nuts too
*szerecsendio*, *kokuszdio* | | | nutmeg and coconut are not nuts
*mandul* | tree-nuts | | mandula is almond
*mogyoro* | tree-nuts | peanuts | mogyoró is usually hazelnut, but sometimes peanut
*torokmogyoro* | tree-nuts | | törökmogyoró is hazelnut
fenyomag*, *fenyomag*, pisztaci*, kesu*, pekan*, makadami* | tree-nuts | | this is a tree nut
gesztenye*, *gesztenye* | tree-nuts | | gesztenye is chestnut
*vizigesztenye* | | | water chestnuts are a water plant, not a nut
marcipan*, *marcipan* | tree-nuts | | marcipán is ground almonds and sugar
pesto | milk tree-nuts | | pesto is basil with pine nuts and cheese

# Peanuts
*foldimogyoro*, *amerikaimogyoro*, arachis*, satay* | peanuts | | földimogyoró is peanut

# Wheat and other gluten grains
*buza* | wheat | | búza is wheat
*tonkoly*, durum* | wheat | | tönköly (spelt) and durum are kinds of wheat
*liszt* | wheat | | liszt on its own is wheat flour
*rizsliszt*, *kukoricaliszt*, *hajdinaliszt*, *csicseriborsoliszt*, *kokuszliszt*, *burgonyaliszt*, *tapiokaliszt*, *koleszliszt*, *teffliszt*, *amarantliszt*, *quinoaliszt*, *lenmagliszt*, *szentjanoskenyerliszt* | | | this flour is not made from a gluten grain
*mandulaliszt*, *dioliszt*, *gesztenyeliszt* | tree-nuts | | this flour is ground nuts
*zabliszt*, *rozsliszt*, *arpaliszt* | gluten | | this flour is a gluten grain
*csillagfurtliszt* | lupin | | csillagfürtliszt is lupin flour
*szojaliszt* | soy | | szójaliszt is soy flour
dara, darat, daraval, griz* | wheat | | dara is wheat semolina
*kukoricadara*, *rizsdara* | | | this semolina is not wheat
*kenyer* | wheat | | kenyér is bread
*szentjanoskenyer* | | | szentjánoskenyér is carob
*rozskenyer* | gluten | wheat | rye bread is rye, often with wheat
zsemle*, *zsemle*, *morzsa*, kifli*, bagett*, piritos*, *keksz*, kuszkusz*, bulgur*, spagetti*, makaroni*, lasagne* | wheat | | this is made of wheat flour
pogacsa*, kalacs* | wheat | milk eggs | pogácsa and kalács are wheat dough, often with butter, milk or egg
teszta*, *teszta*, *metelt* | wheat | eggs | tészta is wheat pasta or dough, often made with egg
*rizsteszta*, *uvegteszta* | | | rice and glass noodles are not wheat
leveles teszta* | wheat | milk | leveles tészta is puff pastry, wheat dough layered with butter or margarine
reteslap*, *reteslap*, *retesliszt* | wheat | | réteslap is strudel dough
muzli*, musli*, granola* | gluten | tree-nuts | müzli is oats, often with nuts
zab, zabot, zabbal, zabpehely*, zabpelyh*, zabital*, zabliszt*, zabkasa*, zabkorpa*, zabtej*, zabfalat*, zabkeksz* | gluten | | zab is oats, counted as gluten
rozs*, *rozs* | gluten | | rozs is rye
rozsa* | | | rózsa (rose, pink) is not rye
*arpa* | gluten | | árpa is barley
*malata* | gluten | | maláta is barley malt
sor, sort, sorrel, barna sor | gluten | | sör (beer) is brewed from barley malt
*gyombersor* | | | gyömbérsör is ginger beer

# Soy
*szoja* | soy | | szója is soy
*szojaszosz*, *szojamartas* | soy wheat | | soy sauce is brewed from soybeans and wheat
tofu*, *tofu*, tempeh, edamame | soy | | this is made from soybeans
miso* | soy | wheat | miso is often made with barley or wheat

# Sesame
*szezam* | sesame | | szezám is sesame
tahini, tahin, halva, gomasio | sesame | | this is made from sesame

# Mustard
*mustar* | mustard | | mustár is mustard
curry, currypor*, *currypor* | | mustard celery | curry powder often holds mustard seed and celery seed

# Celery
*zeller* | celery | | zeller is celery or celeriac
leveszoldseg*, *leveszoldseg* | celery | | leveszöldség is carrot, parsnip, celeriac and onion for soup
vegeta | celery | | Vegeta seasoning holds dried celery
# leves* reads the soup's inflected forms too (levest, levesbe); leve (a fruit's juice, citrom leve) is not soup.
*alaple*, leves*, *leves, *husleves*, *ujhazi* | | celery | stock and soup are usually cooked with celeriac
*leveskock*, *levespor*, *etelizesito* | | celery wheat | stock cubes and seasoning usually hold celery and often wheat

# Lupin
*csillagfurt*, lupin* | lupin | | csillagfürt is lupin

# Sulphites: wine (bor), vinegars made from it, dried and candied fruit. bors (pepper) and borsó (peas) are not
# wine: Hungarian words are compared as written, with no English plural rule.
bor, bort, borral, borban, boros, *feherbor, *vorosbor, *rozebor, *fozobor, *asztalibor, *bort, *borral, borecet*, *borecet*, tokaji* | sulphites | | bor is wine, which holds sulphites
sherry, vermut*, marsala, madeira, pezsgo*, balzsamecet*, *balzsamecet*, balzsamic* | sulphites | | this wine or vinegar holds sulphites
aszalt sargabarack*, aszalt barack*, aszalt gyumolcs*, kandiroz*, koktelcseresznye* | sulphites | | dried and candied fruit are usually preserved with sulphites

# Dishes and prepared foods
rantott*, rantas*, rantast*, habaras* | wheat | eggs milk | breaded (rántott) food and roux (rántás) are wheat flour, often with egg or milk
turos csusza*, turoscsusza* | wheat milk | eggs | túrós csusza is pasta with curd cheese
langos* | wheat | milk | lángos is fried wheat dough, often with milk
retes*, *retes | wheat | eggs milk | rétes is strudel, wheat dough often with egg and butter
bejgli* | wheat milk eggs | tree-nuts | bejgli is a rich roll filled with walnut or poppy seed
somloi* | wheat eggs milk tree-nuts | | somlói galuska is sponge with walnuts, custard and cream
dobos* | wheat eggs milk | | Dobos torta is sponge with buttercream
*torta, *tortat | wheat eggs | milk | tortes are flour and egg sponge, often with butter cream
rakott krumpli*, rakott kaposzta* | milk | eggs | rakott dishes are layered with sour cream, often egg
kolbasz*, *kolbasz*, virsli*, *virsli*, szalami*, *szalami* | | milk wheat soy mustard | sausages often hold milk protein, wheat, soy or mustard
fix | | wheat milk celery soy | seasoning bases (alap, fix) often hold wheat flour, milk powder, celery and soy
sutemenypor*, *sutemenypor*, tortapor* | wheat | milk eggs soy | cake mixes are wheat flour, often with milk, egg or soy
pudingpor*, *pudingpor*, puding* | | milk | pudding powder is made up with or holds milk
zacskos leves*, instant leves* | | wheat milk celery soy | packet soups often hold wheat, milk powder, celery and soy
burgonyapure por*, burgonyapurepor* | | milk sulphites | instant mash often holds milk and sulphites
cukormaz*, *cukormaz* | | milk soy | ready-made icings often hold milk and soy
pillecukor*, marshmallow* | | eggs | marshmallows are often made with egg white
sutospray*, zsirspray* | | soy | cooking sprays are often made with soy lecithin
`,
  negations: `
glutenmentes*, glutén nelkul | wheat gluten
buzamentes* | wheat
laktozmentes*, laktoz nelkul | lactose
tejmentes* | milk lactose
vegan* | milk eggs fish crustaceans molluscs lactose
tojasmentes* | eggs
diomentes* | tree-nuts
mogyoromentes* | tree-nuts peanuts
szojamentes* | soy
szezammentes* | sesame
mustarmentes* | mustard
zellermentes* | celery
`,
}
