// Norwegian (Bokmål) ingredient lines written by hand for this project, labelled before the Norwegian lexicon.
export const LANGUAGE = 'no'

/**
 * `ingredient line | contains | often`, as in allergen-eval-set.ts; wheat always brings gluten. The last
 * lines (from the lupin ones on) were added after the lexicon was written, so lupin, sesame and peanuts are
 * covered more than once; they were labelled before being run.
 */
export const EVAL_LINES = `
5 dl hvetemel | wheat |
3 dl sammalt hvete | wheat |
2 dl speltmel | wheat |
1 dl semulegryn | wheat |
2 dl bulgur | wheat |
2 dl couscous | wheat |
400 g spagetti | wheat |
250 g eggnudler | wheat eggs |
1 dl griljermel | wheat |
4 skiver loff | wheat |
1 pakke butterdeig | wheat | milk
4 lomper | wheat |
4 leiver flatbrød | wheat |
2 dl rugmel | gluten |
2 dl havregryn | gluten |
2 dl perlebygg | gluten |
0,5 l pils | gluten |
1 l helmelk | milk |
3 dl lettmelk | milk |
3 dl kremfløte | milk |
2 dl matfløte | milk |
1 beger lettrømme | milk |
1 beger seterrømme | milk |
50 g smør | milk |
1 ss smor til steking | milk |
200 g revet ost | milk |
100 g brunost | milk |
150 g fetaost | milk |
2 dl kulturmelk | milk |
2 dl gresk yoghurt | milk |
200 g kremost | milk |
1 l laktosefri melk | milk |
4 egg | eggs |
1 egg til pensling | eggs |
3 eggeplommer | eggs |
2 eggehviter | eggs |
2 hardkokte egg | eggs |
600 g laksefilet | fish |
400 g torskefilet | fish |
1 boks makrell i tomat | fish |
4 ansjosfileter | fish |
200 g røkelaks | fish |
500 g klippfisk, utvannet | fish |
1 fiskebuljongterning | fish | celery
8 fiskekaker | fish | milk
1 ss fiskesaus | fish |
500 g reker i skall | crustaceans |
300 g pillede reker | crustaceans |
1 kokt hummer | crustaceans |
1 kg kongekrabbe | crustaceans |
1 kg blåskjell | molluscs |
300 g blekksprut | molluscs |
6 kamskjell | molluscs |
2 ss østerssaus | molluscs | wheat soy
100 g mandler | tree-nuts |
50 g hasselnøtter | tree-nuts |
1 dl valnøtter | tree-nuts |
2 ss pinjekjerner | tree-nuts |
1 dl cashewnøtter | tree-nuts |
200 g marsipan | tree-nuts |
3 dl mandelmelk | tree-nuts |
1 dl saltede peanøtter | peanuts |
2 ss peanøttsmør | peanuts |
3 ss soyasaus | soy wheat |
200 g tofu | soy |
4 dl soyamelk | soy |
1 ss sesamolje | sesame |
2 ss sesamfrø | sesame |
1 ss sennep | mustard |
1 ss grov sennep | mustard |
1 ts sennepsfrø | mustard |
3 ss majones | eggs | mustard
2 ss remulade | eggs | mustard
1 glass pesto | milk tree-nuts |
2 stilker stangselleri | celery |
1/2 sellerirot | celery |
1 pose suppegrønnsaker | | celery
1 grønnsaksbuljongterning | | celery wheat
5 dl kyllingkraft | | celery
1 ts karri | | mustard celery
2 ss rød karripasta | | crustaceans
1 dl lupinmel | lupin |
2 dl tørr hvitvin | sulphites |
1 dl rødvin | sulphites |
1 ss hvitvinseddik | sulphites |
1 dl tørkede aprikoser | sulphites |
100 g mørk sjokolade | | milk soy
400 g glutenfri pasta | |
5 dl havredrikk | gluten |
4 dl kokosmelk | |
1 løk, finhakket | |
2 fedd hvitløk | |
1 kg poteter | |
2 gulrøtter | |
1 purre | |
1 bunt persille | |
2 ss olivenolje | |
2 ss rapsolje | |
3 dl ris | |
1 sitron, saft og revet skall | |
1 ts salt | |
kvernet pepper | |
1 boks hakkede tomater | |
1 ss sukker | |
2 laurbærblad | |
1 ts malt spisskummen | |
1/2 ts malt kanel | |
1 ss maisenna | |
1/2 ts revet muskatnøtt | |
1 agurk | |
200 g erter | |
1 ss potetmel | |
200 g druer | |
1 ss eplecidereddik | |
1 glass lupinbønner | lupin |
2 ss lupinprotein | lupin |
2 ss tahini | sesame |
4 sesamrundstykker | wheat sesame |
1 dl hakkede peanøtter | peanuts |
`
