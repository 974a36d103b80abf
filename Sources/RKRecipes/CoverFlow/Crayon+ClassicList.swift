/// The seed's crayons.txt, one `name#hex` per line, compiled in: a resource bundle can be
/// missing where an app is installed, and SwiftPM's `Bundle.module` then stops the process.
extension Crayon {
    static let classicList = """
        Almond#EFDECD
        Antique Brass#CD9575
        Apricot#FDD9B5
        Aquamarine#78DBE2
        Asparagus#87A96B
        Atomic Tangerine#FFA474
        Banana Mania#FAE7B5
        Beaver#9F8170
        Bittersweet#FD7C6E
        Black#000000
        Blue#1F75FE
        Blue Bell#A2A2D0
        Blue Green#0D98BA
        Blue Violet#7366BD
        Blush#DE5D83
        Brick Red#CB4154
        Brown#B4674D
        Burnt Orange#FF7F49
        Burnt Sienna#EA7E5D
        Cadet Blue#B0B7C6
        Canary#FFFF99
        Caribbean Green#1CD3A2
        Carnation Pink#FFAACC
        Cerise#DD4492
        Cerulean#1DACD6
        Chestnut#BC5D58
        Copper#DD9475
        Cornflower#9ACEEB
        Cotton Candy#FFBCD9
        Dandelion#FDDB6D
        Denim#2B6CC4
        Desert Sand#EFCDB8
        Eggplant#6E5160
        Electric Lime#CEFF1D
        Fern#71BC78
        Forest Green#6DAE81
        Fuchsia#C364C5
        Fuzzy Wuzzy#CC6666
        Gold#E7C697
        Goldenrod#FCD975
        Granny Smith Apple#A8E4A0
        Gray#95918C
        Green#1CAC78
        Green Yellow#F0E891
        Hot Magenta#FF1DCE
        Inchworm#B2EC5D
        Indigo#5D76CB
        Jazzberry Jam#CA3767
        Jungle Green#3BB08F
        Laser Lemon#FEFE22
        Lavender#FCB4D5
        Macaroni and Cheese#FFBD88
        Magenta#F664AF
        Mahogany#CD4A4C
        Manatee#979AAA
        Mango Tango#FF8243
        Maroon#C8385A
        Mauvelous#EF98AA
        Melon#FDBCB4
        Midnight Blue#1A4876
        Mountain Meadow#30BA8F
        Navy Blue#1974D2
        Neon Carrot#FFA343
        Olive Green#BAB86C
        Orange#FF7538
        Orchid#E6A8D7
        Outer Space#414A4C
        Outrageous Orange#FF6E4A
        Pacific Blue#1CA9C9
        Peach#FFCFAB
        Periwinkle#C5D0E6
        Piggy Pink#FDDDE6
        Pine Green#158078
        Pink Flamingo#FC74FD
        Plum#8E4585
        Purple Heart#7442C8
        Purple Mountain's Majesty#9D81BA
        Radical Red#FF496C
        Raw Sienna#D68A59
        Razzmatazz#E3256B
        Red#EE204D
        Red Orange#FF5349
        Red Violet#C0448F
        Robin's Egg Blue#1FCECB
        Royal Purple#7851A9
        Salmon#FF9BAA
        Scarlet#FC2847
        Screamin' Green#76FF7A
        Sea Green#93DFB8
        Sepia#A5694F
        Shadow#8A795D
        Shamrock#45CEA2
        Shocking Pink#FB7EFD
        Silver#CDC5C2
        Sky Blue#80DAEB
        Spring Green#ECEABE
        Sunglow#FFCF48
        Sunset Orange#FD5E53
        Tan#FAA76C
        Tickle Me Pink#FC89AC
        Timberwolf#DBD7D2
        Tropical Rain Forest#17806D
        Tumbleweed#DEAA88
        Turquoise Blue#77DDE7
        Unmellow Yellow#FFFF66
        Violet (Purple)#926EAE
        Violet Red#F75394
        Vivid Tangerine#FFA089
        Vivid Violet#8F509D
        White#FFFFFF
        Wild Blue Yonder#A2ADD0
        Wild Strawberry#FF43A4
        Wild Watermelon#FC6C85
        Wisteria#CDA4DE
        Yellow#FCE883
        Yellow Green#C5E384
        Yellow Orange#FFAE42
        """
}
