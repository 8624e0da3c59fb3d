// German allergen words, from German cooking and food-labelling usage; compounds are read through wildcards.
import type { LanguageLexicon } from '../language-lexicon'

export const LEXICON: LanguageLexicon = {
  code: 'de',
  name: 'German',
  // German plurals in -s (Cashews); the others are listed or starred.
  plurals: ['s'],
  entries: `
# Milk. German joins words, so the dairy words match anywhere in a compound (Vollmilch, Sahnejoghurt).
*milch* | milk | | Milch is milk
*sahne* | milk | | Sahne is cream
*rahm* | milk | | Rahm is cream
schmand*, *schmand | milk | | Schmand is thick soured cream
*butter* | milk | | Butter is made from milk
*kase*, *kaese* | milk | | Käse is cheese
*quark* | milk | | Quark is fresh curd cheese
topfen* | milk | | Topfen is Austrian curd cheese
*joghurt*, *jogurt* | milk | | Joghurt is yogurt
kefir*, *kefir | milk | | Kefir is fermented milk
molke* | milk | | Molke is whey
schlagobers, obers | milk | | Obers is Austrian cream
creme fraiche, creme double, crème fraîche | milk | | crème fraîche is cultured cream
laktose* | milk | | Laktose is milk sugar
emmentaler*, edamer, tilsiter, appenzeller, greyerzer, gruyere, gouda*, parmesan*, pecorino, mozzarella*, feta*, ricotta, mascarpone, burrata, halloumi, camembert, brie, raclette*, harzer, limburger, manchego, cheddar, grana padano, parmigiano | milk | | this is a cheese
ghee | milk | | Ghee is clarified butter
bechamel*, *bechamel* | milk wheat | | Béchamel is a white sauce of milk, butter and flour
hollandaise* | eggs milk | | Sauce Hollandaise is egg yolk emulsified with butter
*schoko* | | milk soy | chocolate is often made with milk and soy lecithin
zartbitter*, kuvertüre*, *kuverture* | | milk soy | dark chocolate is often made with milk and soy lecithin
weiss* schokolade*, weisse kuvertüre | milk | soy | white chocolate is cocoa butter and milk
# Things that look like dairy but are not
*kokosmilch*, *kokossahne*, *kokosjoghurt*, kokos milch, *reismilch*, *pflanzenmilch*, *kokosbutter*, *kakaobutter*, *sheabutter*, *apfelbutter*, butternut*, *butternuss*, *butterbohne*, *butterpilz* | | | this holds no milk despite its name
*leberkase*, *leberkaese*, *fleischkase*, *fleischkaese* | | | Leberkäse is a pork and beef loaf, not cheese
*mandelmilch*, *mandeljoghurt*, *mandelbutter*, *cashewmilch*, *cashewbutter*, *haselnussmilch* | tree-nuts | | this is made from nuts, not milk
*sojamilch*, *sojasahne*, *sojajoghurt*, *sojajogurt* | soy | | this is made from soybeans, not milk
*hafermilch*, *hafersahne*, *haferjoghurt* | gluten | | this is made from oats, not milk
*nussbutter* | milk | | Nussbutter is browned butter (beurre noisette)

# Eggs. 'ei' is listed whole, never as a stem: Eis, Eisbein and Eisbergsalat are not eggs.
ei, eier, eiern, eies | eggs | | Ei is egg
eier*, *eier, *eiern | eggs | | Eier are eggs
eigelb*, *eigelb, eidotter*, *eidotter, eiklar*, eiweiss*, *eiweiss, eischnee | eggs | | egg yolk or egg white
*ruhrei*, *spiegelei*, wachtelei*, *wachtelei*, huhnerei*, *huhnerei* | eggs | | this is egg
eierschwammerl* | | | Eierschwammerl are chanterelle mushrooms
*freier | | | -freier (glutenfreier, laktosefreier) is an ending, not eggs
*mayonnaise*, *majonase*, mayo | eggs | mustard | mayonnaise is egg yolk and oil, often with mustard
*remoulade* | eggs | mustard | Remoulade is mayonnaise with herbs and pickles, often with mustard
tartarsosse, tartarsauce, sauce tartare | eggs | mustard | tartare sauce is mayonnaise-based
baiser* | eggs | | Baiser is meringue
biskuit*, *biskuit* | wheat eggs | | Biskuit is egg sponge
spatzle*, *spatzle, spaetzle*, *spaetzle, knopfle*, *knopfle | wheat eggs | | Spätzle are flour and egg noodles
maultasche*, *maultasche | wheat eggs | | Maultaschen are egg pasta filled with meat, bread and egg
panade | wheat eggs | | Panade is egg and breadcrumb coating

# Fish
*fisch* | fish | | Fisch is fish
*lachs* | fish | | Lachs is salmon
*lachsschinken* | | | Lachsschinken is cured pork loin, not salmon
*hering*, matjes*, *matjes*, rollmops*, bismarck* | fish | | this is herring
*sardelle*, anchovis, sardine*, *sardine*, sprotte*, *sprotte* | fish | | this is a small oily fish
*kabeljau*, *dorsch*, seelachs*, seehecht*, *seehecht* | fish | | this is cod or a cod-like fish
forelle*, *forelle*, karpfen*, zander*, *zander*, hecht*, *barsch*, saibling*, renke*, scholle*, seezunge*, heilbutt*, steinbutt*, makrele*, *makrele*, dorade*, aal, raucheraal, pangasius, tilapia, thunfisch* | fish | | this is a fish
*kaviar*, rogen | fish | | Kaviar is fish roe
*auberginenkaviar*, *auberginekaviar* | | | Auberginenkaviar is an aubergine spread, not roe
worcester* | fish | gluten | Worcestershire sauce is made with anchovies and often malt vinegar
*fischstabchen* | fish wheat | | Fischstäbchen are breaded fish fingers

# Crustaceans
*garnele* | crustaceans | | Garnelen are prawns
*krabbe* | crustaceans | | Krabben are shrimp or crab
*shrimp*, scampi, gamba, gambas, *prawn* | crustaceans | | this is prawn
*hummer*, languste*, *languste*, langustine*, kaisergranat*, *krebs* | crustaceans | | this is lobster, crayfish or crab
*currypaste* | | crustaceans | Thai curry pastes are often made with shrimp paste
meeresfrucht*, *meeresfruchte* | fish crustaceans molluscs | | Meeresfrüchte is seafood

# Molluscs
*muschel* | molluscs | | Muscheln are mussels, clams or scallops
*muschelnudel* | wheat | eggs | Muschelnudeln are shell-shaped pasta, not shellfish
*tintenfisch*, kalmar*, *kalmar*, oktopus*, krake, kraken, pulpo, sepia*, *sepia* | molluscs | | this is squid, octopus or cuttlefish
*auster* | molluscs | | Austern are oysters
*austernsauce*, *austernsosse* | molluscs | wheat soy | oyster sauce is thickened with wheat and often seasoned with soy
*austernpilz* | | | Austernpilze are oyster mushrooms
weinbergschnecke*, *weinbergschnecke* | molluscs | | Weinbergschnecken are snails

# Tree nuts
*mandel* | tree-nuts | | Mandeln are almonds
*haselnuss*, *haselnuess* | tree-nuts | | Haselnüsse are hazelnuts
*walnuss*, *walnuess* | tree-nuts | | Walnüsse are walnuts
*nuss*, *nuess* | tree-nuts | peanuts | Nüsse are nuts, usually tree nuts
*paranuss*, *pekannuss*, *pecannuss*, *macadamia*, *cashew*, *pistazie*, *pinienkern*, pignoli | tree-nuts | | this is a tree nut
*kastanie*, marone*, *marone*, maroni | tree-nuts | | Kastanien are chestnuts
*wasserkastanie* | | | water chestnuts are a water plant, not a nut
*muskatnuss*, *muskatnuess*, *kokosnuss*, *kokosnuess*, *nusslisalat*, *nussschinken* | | | this is not a nut (nutmeg, coconut, lamb's lettuce or a ham cut)
*marzipan* | tree-nuts | | Marzipan is ground almonds and sugar
*krokant* | tree-nuts | | Krokant is caramelised nut brittle
*nougat* | tree-nuts | milk soy | German Nougat is hazelnut and chocolate
nuss nougat creme, nuss nougat*, *nussnougat* | tree-nuts milk | soy | chocolate hazelnut spread is hazelnut and milk
*lebkuchen* | tree-nuts | wheat eggs | Lebkuchen are nut gingerbread, often with flour and egg
*pesto* | milk tree-nuts | | pesto is basil with pine nuts and cheese

# Peanuts
*erdnuss*, *erdnuess*, *erdnussbutter*, *peanutbutter*, arachis* | peanuts | | Erdnüsse are peanuts
satay*, satesauce, satesosse | peanuts | soy | satay sauce is peanut sauce, often with soy sauce

# Wheat and other gluten grains
*weizen* | wheat | | Weizen is wheat
*buchweizen* | | | Buchweizen is buckwheat, not wheat
*dinkel*, *grunkern*, emmer, einkorn, kamut | wheat | | this is a kind of wheat (spelt, green spelt, emmer)
mehl, *mehl, mehl* | wheat | | Mehl on its own is wheat flour
mehlig* | | | mehlig describes floury potatoes
*buchweizenmehl*, *reismehl*, *maismehl*, *kichererbsenmehl*, *kartoffelmehl*, *johannisbrotkernmehl*, *guarkernmehl*, *kokosmehl*, *hirsemehl*, *teffmehl*, *quinoamehl*, *amaranthmehl*, *tapiokamehl*, *maniokmehl*, *pfeilwurzelmehl*, *leinsamenmehl*, *linsenmehl*, *erbsenmehl*, *bohnenmehl*, *sorghummehl* | | | this flour is not made from a gluten grain
*mandelmehl*, *haselnussmehl*, *kastanienmehl* | tree-nuts | | this flour is ground nuts
*sojamehl* | soy | | Sojamehl is soy flour
*lupinenmehl* | lupin | | Lupinenmehl is lupin flour
*erdnussmehl* | peanuts | | Erdnussmehl is peanut flour
*hafermehl*, *roggenmehl*, *gerstenmehl* | gluten | | this flour is a gluten grain
*griess* | wheat | | Grieß is wheat semolina
*maisgriess*, *reisgriess*, *hirsegriess* | | | this semolina is not wheat
*brot* | wheat | | Brot is bread
*johannisbrot* | | | Johannisbrot is carob
*knackebrot*, roggenbrot*, *roggenbrot* | gluten | wheat | rye bread is rye, often with wheat
*semmel*, *brezel*, *brosel*, zwieback*, toast*, baguette*, ciabatta, fladenbrot*, yufka* | wheat | | this is wheat bread or crumbs
*semmelknodel* | wheat milk eggs | | Semmelknödel are bread rolls bound with milk and egg
*knodel* | | wheat eggs | Knödel are often bound with flour, semolina or egg
*nudel*, teigware*, *teigware*, lasagne* | wheat | eggs | Nudeln are wheat pasta, often made with egg
*reisnudel*, *glasnudel*, *zucchininudel*, *konjaknudel*, *mungbohnennudel* | | | these noodles are not wheat
teig, *teig | wheat | | Teig (dough) is wheat flour
*blatterteig* | wheat | milk | Blätterteig is wheat dough layered with butter or margarine
*keks*, waffel* | wheat | milk eggs | biscuits and waffles are wheat, often with butter and egg
*butterkeks* | wheat milk | eggs | Butterkekse are wheat biscuits with butter
pfannkuchen*, eierkuchen*, crepe* | wheat eggs milk | | pancakes are flour, egg and milk
oblate*, *oblate* | wheat | | Oblaten are wheat wafers
kuskus, couscous | wheat | | couscous is durum wheat
*hafer* | gluten | | Hafer is oats, counted as gluten
musli*, muesli*, *musli, granola* | gluten | tree-nuts | Müsli is oats, often with nuts
*roggen* | gluten | | Roggen is rye
*gerste*, *graupe* | gluten | | Gerste and Graupen are barley
malz, malzbier*, malzextrakt*, malzkaffee*, malzsirup*, *gerstenmalz*, *braumalz* | gluten | | Malz is barley malt
bier, *bier, pils, pilsener, pilsner, radler, kolsch | gluten | | beer is brewed from barley malt
*ingwerbier* | | | Ingwerbier is ginger beer

# Soy
*soja* | soy | | Soja is soy
*sojasauce*, *sojasosse*, ketjap* | soy wheat | | soy sauce is brewed from soybeans and wheat
*tofu* | soy | | Tofu is soybean curd
miso* | soy | wheat | miso is often made with barley or wheat

# Sesame
*sesam* | sesame | | Sesam is sesame
tahin, tahini, tahina, halwa, helva, gomasio | sesame | | this is made from sesame

# Mustard
*senf*, mostrich* | mustard | | Senf is mustard
curry, currypulver*, *currypulver*, currysauce*, currysosse* | | mustard celery | curry powder often holds mustard seed and celery seed

# Celery
*sellerie* | celery | | Sellerie is celery or celeriac
suppengrun*, *suppengrun* | celery | | Suppengrün is carrot, celeriac, leek and parsley for soup
*bruhe, *bruehe, *fond, bouillon*, *bouillon*, *bruhpulver*, *suppenpulver* | | celery | stock (Brühe, Fond) usually holds celery
*bruhwurfel*, *suppenwurfel* | | celery wheat | stock cubes usually hold celery and often wheat

# Lupin
*lupin* | lupin | | Lupinen are lupin
*lupinentofu*, *lupinenjoghurt*, *lupinenmilch*, *lupinendrink* | lupin | | this is made from lupins, not soy or milk

# Sulphites: wine, vinegars made from it, dried and candied fruit
wein*, *wein, *weinessig*, *rotwein*, *weisswein* | sulphites | | Wein is wine, which holds sulphites
*weintraube*, *weinbeere*, weingummi*, weinblatt*, weinblatter*, *weinstein*, *schwein*, *branntwein*, *branntweinessig* | | | this is not wine (grapes, vine leaves, cream of tartar, pork, spirits)
sekt, sherry*, wermut*, *balsamico*, balsamessig*, aceto balsamico | sulphites | | this wine or vinegar holds sulphites
getrocknet* aprikose*, *trockenaprikose*, softaprikose*, trockenobst*, trockenfrucht*, trockenfruchte*, getrocknet* fruchte* | sulphites | | dried apricots and dried fruit are usually preserved with sulphites
belegkirsche*, cocktailkirsche*, kandiert* kirsche*, zitronat, orangeat | sulphites | | candied fruit and peel are preserved with sulphites

# Dishes and prepared foods
paniert*, *paniert*, schnitzel*, *schnitzel, wiener schnitzel | wheat eggs | | breaded (paniert) food is coated in flour, egg and breadcrumbs
kaiserschmarrn*, zwiebelkuchen*, flammkuchen* | wheat milk | eggs | this dish is flour dough or batter with milk, cream or egg
kartoffelpuffer*, reibekuchen*, reiberdatschi | eggs | wheat | potato fritters are bound with egg, often with flour
stollen*, *stollen | wheat milk tree-nuts | eggs | Stollen is butter dough with almonds or marzipan
spekulatius* | wheat | milk soy | Spekulatius are wheat spice biscuits, often with butter
printen | wheat | tree-nuts | Printen are wheat gingerbread, often with nuts
strudel*, *strudel | wheat | eggs milk | Strudel is stretched wheat dough, often with butter
obatzda*, obazda* | milk | | Obatzda is a cheese and butter spread
grune sosse, grune sose, grie soss | milk eggs | | Grüne Soße is herbs in soured cream or yogurt with egg
konigsberger klopse | wheat eggs milk | fish | Königsberger Klopse are meatballs with bread and egg in a cream sauce, often with anchovy
kartoffelsalat*, *kartoffelsalat* | | eggs mustard | potato salad is often dressed with mayonnaise or mustard
fleischsalat*, eiersalat*, heringssalat* | eggs | mustard | this salad is dressed with mayonnaise
*wurst*, *wurstchen*, wiener wurstchen, frankfurter wurstchen, knacker* | | milk wheat soy mustard | sausages often hold milk protein, wheat, soy or mustard
sossenbinder*, sosenbinder*, mehlschwitze*, einbrenne*, bratensosse*, bratensose*, *bratensosse*, *bratensose* | wheat | milk celery | gravy and its binders are usually thickened with wheat flour
*fix, fix fur* | | wheat milk celery soy | seasoning packets (Fix) often hold wheat flour, milk powder, celery and soy
backmischung*, *backmischung* | wheat | milk eggs soy | baking mixes are wheat flour, often with milk, egg or soy
puddingpulver*, *puddingpulver* | | milk | pudding powder is often made up with or holds milk
tutensuppe*, *tutensuppe*, instantsuppe*, fertigsuppe* | | wheat milk celery soy | packet soups often hold wheat, milk powder, celery and soy
kartoffelpuree*, *kartoffelpuree*, puree pulver, pureepulver* | | milk sulphites | instant mash often holds milk and sulphites
zuckerguss*, fertigglasur*, kuchenglasur*, *glasur | | milk soy | ready-made icings often hold milk and soy
mausespeck*, marshmallow*, schaumkuss*, *schaumkusse, schokokuss* | | eggs | marshmallows and Schaumküsse are often made with egg white
kochspray*, backtrennspray*, trennspray* | | soy | cooking and baking sprays are often made with soy lecithin
`,
  negations: `
glutenfrei*, ohne gluten | wheat gluten
weizenfrei* | wheat
laktosefrei*, ohne laktose | lactose
milchfrei* | milk lactose
vegan*, pflanzlich* | milk eggs fish crustaceans molluscs lactose
eifrei* | eggs
nussfrei* | tree-nuts peanuts
erdnussfrei* | peanuts
sojafrei* | soy
sesamfrei* | sesame
senffrei* | mustard
selleriefrei* | celery
sulfitfrei*, ungeschwefelt* | sulphites
`,
}
