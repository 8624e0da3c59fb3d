/**
 * Chinese evaluation lines in simplified and traditional characters, written by hand as a Chinese recipe
 * page writes them, labelled before the Chinese lexicon was written: `ingredient line | contains | often`.
 */
export const LANGUAGE = 'zh'

export const EVAL_LINES = `
200毫升牛奶 | milk |
30克黄油 | milk |
100毫升淡奶油 | milk |
2片芝士 | milk |
50克奶酪 | milk |
1盒酸奶 | milk |
2汤匙奶粉 | milk |
4 个鸡蛋 | eggs |
4 个 蛋 | eggs |
2个蛋黄 | eggs |
3个蛋清 | eggs |
1个咸鸭蛋 | eggs |
2个皮蛋 | eggs |
1条鲈鱼 | fish |
300克三文鱼 | fish |
1块鳕鱼 | fish |
2汤匙鱼露 | fish |
1条草鱼 | fish |
1小把虾皮 | crustaceans |
300克鲜虾 | crustaceans |
200克虾仁 | crustaceans |
2只大闸蟹 | crustaceans |
1只龙虾 | crustaceans |
2汤匙蚝油 | molluscs | wheat gluten soy
500克花蛤 | molluscs |
300克鱿鱼 | molluscs |
6个生蚝 | molluscs |
10个干贝 | molluscs |
200克青口 | molluscs |
50克杏仁 | tree-nuts |
100克核桃仁 | tree-nuts |
30克腰果 | tree-nuts |
20克松子 | tree-nuts |
50克榛子 | tree-nuts |
1杯杏仁奶 | tree-nuts |
100克花生米 | peanuts |
2汤匙花生酱 | peanuts |
1汤匙花生油 | peanuts |
50克花生碎 | peanuts |
500克中筋面粉 | wheat gluten |
300克面条 | wheat gluten |
200克挂面 | wheat gluten |
1包饺子皮 | wheat gluten |
20张馄饨皮 | wheat gluten | eggs
1个馒头 | wheat gluten |
100克面包糠 | wheat gluten |
1根油条 | wheat gluten |
1包方便面 | wheat gluten | soy
50克燕麦片 | gluten |
1罐啤酒 | gluten |
2汤匙生抽 | soy wheat gluten |
1汤匙老抽 | soy wheat gluten |
2汤匙酱油 | soy wheat gluten |
1块北豆腐 | soy |
100克腐竹 | soy |
1杯豆浆 | soy |
1汤匙豆瓣酱 | wheat gluten | soy
1汤匙甜面酱 | soy wheat gluten |
1汤匙海鲜酱 | soy | wheat gluten sesame
1汤匙味噌 | soy | wheat gluten
1汤匙韩式辣酱 | soy | wheat gluten
1汤匙芝麻油 | sesame |
2汤匙芝麻酱 | sesame | peanuts
1汤匙香油 | sesame |
1汤匙白芝麻 | sesame |
1茶匙芥末 | mustard |
1茶匙黄芥末酱 | mustard |
2根西芹 | celery |
1把芹菜 | celery |
2汤匙料酒 | wheat gluten | sulphites
2汤匙绍兴酒 | wheat gluten | sulphites
1汤匙镇江香醋 | wheat gluten |
1杯白葡萄酒 | sulphites |
50克杏脯 | sulphites |
1汤匙XO酱 | crustaceans molluscs |
1汤匙辣椒油 | | sesame
2個 雞蛋 | eggs |
250克麵粉 | wheat gluten |
2湯匙醬油 | soy wheat gluten |
1湯匙蠔油 | molluscs | wheat gluten soy
1湯匙麻油 | sesame |
1包餃子皮 | wheat gluten |
100克蝦仁 | crustaceans |
1條魚 | fish |
50克核桃 | tree-nuts |
1塊豆腐 | soy |
2湯匙花生醬 | peanuts |
1湯匙沙茶醬 | fish crustaceans soy | sesame peanuts
200毫升鮮奶 | milk |
1罐椰浆 | |
1杯椰奶 | |
2个土豆 | |
1根黄瓜 | |
3瓣大蒜 | |
1块姜 | |
2根葱 | |
1茶匙盐 | |
1汤匙白糖 | |
2汤匙米醋 | |
200克大米 | |
1个柠檬 | |
200克绿豆粉丝 | |
200克河粉 | |
2汤匙玉米淀粉 | |
100克糯米粉 | |
1把香菜 | |
1个洋葱 | |
1茶匙花椒 | |
1茶匙五香粉 | |
500克五花肉 | |
200克年糕 | |
1條青瓜 | |
50克羽扇豆粉 | lupin |
1罐羽扇豆 | lupin |
1茶匙芥末籽 | mustard |
1根芹菜茎 | celery |
`
