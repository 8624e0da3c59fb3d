import type { LanguageLexicon } from '../language-lexicon'

/**
 * Chinese allergen words in simplified and traditional characters, written from Chinese cooking and
 * labelling vocabulary. Names match anywhere in a line, and a longer name covering a shorter one wins
 * (鱿鱼 is squid, not fish; 椰奶 is coconut milk): single characters are used only where every longer word
 * holding them is listed with its own reading.
 */
export const LEXICON: LanguageLexicon = {
  code: 'zh',
  name: 'Chinese',
  entries: `
# Milk
牛奶, 牛乳, 鲜奶, 鮮奶, 全脂奶, 脱脂奶, 脫脂奶, 奶粉, 炼乳, 煉乳, 炼奶, 煉奶, 淡奶, 奶油, 淡奶油, 鲜奶油, 鮮奶油, 忌廉, 黄油, 黃油, 奶酪, 乳酪, 芝士, 起司, 起士, 奶酥, 酸奶, 优格, 優格, 优酪乳, 優酪乳, 酸乳, 乳清, 酪蛋白, 乳糖, 奶茶, 马苏里拉, 馬蘇里拉, 帕玛森, 帕馬森, 马斯卡彭, 马斯卡普尼, 奶油奶酪, 奶油乳酪, 黄油块, 乳清蛋白 | milk | | this is milk or made from milk
牛油 | | milk | 牛油 is butter in Cantonese recipes and beef tallow in Sichuan ones
植物奶油, 植脂奶油 | | milk | non-dairy creamer often holds caseinate
奶黄, 奶黃, 蛋挞, 蛋撻, 布丁, 焦糖布丁 | milk eggs | wheat | custard and egg tarts are milk and egg, tarts in wheat pastry
# Eggs
蛋, 鸡蛋, 雞蛋, 鸭蛋, 鴨蛋, 蛋黄, 蛋黃, 蛋清, 蛋白, 蛋液, 全蛋, 咸蛋, 鹹蛋, 皮蛋, 松花蛋, 鹌鹑蛋, 鵪鶉蛋 | eggs | | 蛋 is egg
蛋黄酱, 蛋黃醬, 美乃滋, 沙拉酱, 沙拉醬, 千岛酱, 千島醬, 丘比 | eggs | mustard | mayonnaise is egg yolk and oil, often with mustard
蛋白质, 蛋白質 | | | 蛋白质 means protein, not egg white
# Fish
鱼, 魚, 鱼肉, 鱼片, 鱼丸, 魚丸, 鱼露, 魚露, 鱼汤, 鱼子, 鱼子酱, 鲈鱼, 三文鱼, 鲑鱼, 鮭魚, 鳕鱼, 鱈魚, 金枪鱼, 金槍魚, 吞拿鱼, 沙丁鱼, 凤尾鱼, 鳀鱼, 柴鱼, 鲣鱼, 木鱼花, 鰹魚, 鳗鱼, 鰻魚, 带鱼, 黄鱼, 鲫鱼, 草鱼, 鲤鱼, 鲢鱼, 鳜鱼, 多宝鱼, 龙利鱼, 巴沙鱼, 鲷鱼, 鲳鱼, 秋刀鱼, 鱼干, 咸鱼, 鹹魚, 鱼粉, 蟹棒, 蟹柳, 鱼糕, 竹轮, 鲣鱼高汤, 鱼翅 | fish | | 鱼 is fish
鱼香, 魚香, 甲鱼, 甲魚, 鳄鱼, 鱼腥草, 魚腥草, 娃娃鱼 | | | 鱼香 (fish-fragrant) sauce holds no fish; 甲鱼 is turtle; 鱼腥草 is a herb
# Crustaceans
虾, 蝦, 虾仁, 蝦仁, 虾皮, 蝦皮, 虾米, 蝦米, 虾酱, 蝦醬, 虾油, 鲜虾, 基围虾, 明虾, 大虾, 龙虾, 龍蝦, 小龙虾, 皮皮虾, 濑尿虾, 蟹, 螃蟹, 大闸蟹, 大閘蟹, 蟹黄, 蟹肉, 甲壳类, 甲殼類 | crustaceans | | 虾 is shrimp and 蟹 crab
蟹味菇, 虾夷葱 | | | 蟹味菇 is a mushroom and 虾夷葱 chives
虾夷扇贝, 蝦夷扇貝 | molluscs | | Yesso scallops are a mollusc
泰式咖喱酱, 红咖喱酱, 紅咖哩醬, 绿咖喱酱, 綠咖哩醬, 冬阴功酱, 冬蔭功醬 | | crustaceans | Thai curry paste is often made with shrimp paste
# Molluscs
蚝, 蠔, 生蚝, 生蠔, 牡蛎, 牡蠣, 蚝干, 蛤, 花蛤, 蛤蜊, 文蛤, 蚬, 蜆, 花甲, 扇贝, 扇貝, 干贝, 乾貝, 瑶柱, 瑤柱, 带子, 帶子, 青口, 贻贝, 貽貝, 淡菜, 蛏子, 蟶子, 鱿鱼, 魷魚, 墨鱼, 墨魚, 乌贼, 烏賊, 章鱼, 章魚, 八爪鱼, 鲍鱼, 鮑魚, 田螺, 海螺, 螺肉, 螺蛳, 螺螄, 蜗牛, 蝸牛, 软体动物 | molluscs | | a mollusc
蚝油, 蠔油 | molluscs | wheat soy | oyster sauce is thickened with wheat starch and often seasoned with soy sauce
海鲜, 海鮮 | crustaceans molluscs | fish | 海鲜 (seafood) is shellfish, often fish
xo酱, xo醬 | crustaceans molluscs | | XO sauce is dried scallop and dried shrimp
# Tree nuts
杏仁, 核桃, 胡桃, 腰果, 松子, 松仁, 榛子, 榛果, 开心果, 開心果, 碧根果, 山核桃, 夏威夷果, 巴旦木, 栗子, 板栗, 坚果, 堅果, 果仁, 马卡龙, 馬卡龍, 杏仁粉, 杏仁奶, 杏仁露, 核桃露, 杏仁豆腐 | tree-nuts | | a tree nut
青酱, 青醬 | milk tree-nuts | | pesto is basil with pine nuts and hard cheese
榛子酱, 榛果醬, 能多益 | milk tree-nuts | soy | hazelnut spread is hazelnuts with milk powder, often soy lecithin
月饼, 月餅 | wheat | eggs tree-nuts sesame | mooncakes are wheat pastry, often with salted yolk, nuts or sesame
# Peanuts
花生, 花生米, 花生油, 花生酱, 花生醬, 花生碎, 落花生, 花生仁 | peanuts | | 花生 is peanut
沙爹酱, 沙爹醬 | peanuts | soy fish | satay sauce is peanuts, often with soy or fish sauce
# Wheat and gluten grains
小麦, 小麥, 面粉, 麵粉, 高筋, 中筋, 低筋, 全麦, 全麥, 麦麸, 麥麩, 面筋, 麵筋, 烤麸, 烤麩, 谷朊粉, 澄粉, 小麦淀粉 | wheat | | this is wheat or a wheat flour
面条, 麵條, 挂面, 掛麵, 拉面, 拉麵, 切面, 手擀面, 刀削面, 意面, 意大利面, 義大利麵, 通心粉, 通心面, 乌冬, 烏龍麵, 油面, 碱水面 | wheat | | wheat noodles and pasta
方便面, 泡面, 泡麵 | wheat | soy | instant noodles come with a seasoning packet that often holds soy sauce
鸡蛋面, 雞蛋麵, 蛋面, 伊面 | wheat eggs | | egg noodles are wheat flour and egg
饺子皮, 餃子皮, 饺子, 餃子, 锅贴, 包子, 馒头, 饅頭, 花卷, 油条, 油條, 烧饼, 燒餅, 煎饼, 葱油饼, 蔥油餅, 春卷皮, 春卷, 春捲, 烙饼, 饼皮, 面皮 | wheat | | dumpling wrappers, buns and breads are wheat flour
馄饨皮, 餛飩皮, 云吞皮, 雲吞皮, 馄饨, 餛飩, 云吞, 雲吞 | wheat | eggs | wonton wrappers are wheat dough, often made with egg
面包糠, 麵包糠, 面包屑, 麵包屑 | wheat | | breadcrumbs are wheat bread
面包, 麵包, 吐司, 饼干, 餅乾, 酥皮 | wheat | milk eggs | bread, biscuits and pastry are wheat flour, often with milk or butter and egg
蛋糕, 蛋卷, 蛋捲, 鸡蛋卷 | wheat eggs | milk | cake and egg rolls are wheat flour and egg, often with milk
荞麦面, 蕎麥麵 | | wheat | most soba is part wheat flour
大麦, 大麥, 黑麦, 黑麥, 燕麦, 燕麥, 燕麦片, 燕麥片, 麦芽, 麥芽, 青稞, 麦片, 燕麦奶 | gluten | | a gluten grain (barley, rye, oats)
啤酒 | gluten | | beer is brewed from barley malt
荞麦, 蕎麥, 藜麦, 藜麥, 麦芽糊精 | | | buckwheat and quinoa hold no gluten
# Soy
大豆, 黄豆, 黃豆, 豆腐, 北豆腐, 南豆腐, 嫩豆腐, 豆干, 豆乾, 腐竹, 豆皮, 千张, 千張, 油豆腐, 豆浆, 豆漿, 豆奶, 毛豆, 纳豆, 納豆, 腐乳, 豆豉, 黄豆酱, 黃豆醬, 大豆油, 大豆卵磷脂, 大豆蛋白, 素肉 | soy | | a soy food
酱油, 醬油, 生抽, 老抽, 味极鲜, 头抽, 蒸鱼豉油, 豉油, 甜面酱, 甜麵醬, 照烧酱, 照燒醬, 日式酱油 | soy wheat | | soy sauce is brewed from soybeans and wheat
豆瓣酱, 豆瓣醬, 郫县豆瓣 | wheat | soy | doubanjiang is broad beans fermented with wheat flour, often with soybeans
海鲜酱, 海鮮醬 | soy | wheat sesame | hoisin is fermented soybean paste, often with wheat flour and sesame
味噌, 大酱, 大醬, 韩式大酱 | soy | wheat | miso and doenjang are often made with wheat or barley
韩式辣酱, 韓式辣醬, 辣椒酱韩式 | soy | wheat | gochujang is fermented soybean powder, often with wheat
叉烧酱, 叉燒醬, 柱侯酱, 柱侯醬 | soy | wheat | char siu and chu hou sauces are soybean paste, often with wheat
老干妈, 老乾媽 | soy | peanuts | Lao Gan Ma chili crisp holds fermented soybeans and often peanuts
# Sesame
芝麻, 白芝麻, 黑芝麻, 芝麻油, 麻油, 香油, 胡麻, 胡麻油, 麻酱, 麻醬, 芝麻糊 | sesame | | 芝麻 is sesame; 香油 and 麻油 are sesame oil
芝麻酱, 芝麻醬 | sesame | peanuts | Chinese sesame paste is toasted sesame, sometimes blended with peanut
辣椒油, 红油, 紅油 | | sesame | chili oil is often made with sesame oil or seeds
沙茶酱, 沙茶醬 | fish crustaceans soy | sesame peanuts | shacha sauce is soybean oil with dried fish and shrimp, often sesame or peanut
# Mustard
芥末, 芥末酱, 芥末醬, 黄芥末, 黃芥末, 芥末籽, 芥菜籽, 芥菜, 第戎芥末, 山葵酱 | mustard | | 芥末 is mustard
芥兰, 芥藍 | | | 芥兰 is Chinese broccoli
咖喱粉, 咖哩粉 | | mustard celery | curry powders often include mustard seed, and some celery seed
咖喱块, 咖哩塊 | wheat | milk soy | curry roux blocks are wheat flour and fat, often with milk powder and soy
# Celery
芹菜, 西芹, 根芹, 芹菜籽, 药芹, 藥芹, 芹菜根 | celery | | 芹菜 is celery
# Lupin
羽扇豆 | lupin | | 羽扇豆 is lupin
# Sulphites
料酒, 绍兴酒, 紹興酒, 花雕, 黄酒, 黃酒 | wheat | sulphites | Chinese cooking wine is fermented with a wheat starter and often preserved with sulphites
葡萄酒, 红酒, 紅酒, 白葡萄酒, 香槟, 香檳, 雪莉酒, 意大利黑醋, 意大利香醋, 巴萨米克醋, 葡萄酒醋 | sulphites | | wine and wine vinegar hold sulphites
葡萄干, 葡萄乾 | | sulphites | raisins, light ones especially, are often preserved with sulphites
杏脯, 杏干, 杏乾, 果脯, 蜜饯, 蜜餞 | sulphites | | dried and candied fruit is preserved with sulphites
镇江香醋, 鎮江香醋, 香醋, 黑醋, 陈醋, 陳醋 | wheat | | Chinese black vinegars are fermented with wheat bran or a wheat and barley starter
# Composite dishes
汤圆, 湯圓, 元宵 | | sesame peanuts | tangyuan are often filled with sesame or peanut paste
五仁 | tree-nuts sesame | | five-kernel filling is nuts and sesame
牛轧糖, 牛軋糖 | milk | peanuts tree-nuts | nougat is milk powder and sugar, often with peanuts or almonds
烧卖, 燒賣, 烧麦, 麻花, 凉皮, 涼皮, 锅盔 | wheat | | these are wheat dough foods
虾饺, 蝦餃 | crustaceans wheat | | har gow is shrimp in a wheat starch wrapper
芝麻球, 煎堆 | sesame | | sesame balls are rolled in sesame seeds
花生糖 | peanuts | | peanut brittle
# Not an allergen
椰奶, 椰浆, 椰漿, 椰子油, 椰子奶油, 椰奶油, 米粉, 河粉, 粉丝, 粉絲, 年糕, 糯米粉, 玉米淀粉, 土豆淀粉, 马铃薯淀粉, 木薯粉, 米醋, 花椒, 芝麻菜, 牛油果, 奶油生菜, 奶油南瓜, 海鲜菇, 海鮮菇, 玉米面, 玉米粉 | | | this is not an allergen: coconut, rice and starch noodles and Sichuan pepper are safe
`,
  negations: `
无麸质, 無麩質, 不含麸质, 无麦麸, 无小麦 | wheat gluten
无蛋, 不含蛋 | eggs
无花生 | peanuts
`,
}
