/// The words the sample data is made of: names, places, film titles and descriptions.
enum SampleNames {
    static let languages = ["English", "Italian", "Japanese", "Mandarin", "French", "German"]

    static let categories = [
        "Action", "Animation", "Children", "Classics", "Comedy", "Documentary", "Drama", "Family",
        "Foreign", "Games", "Horror", "Music", "New", "Sci-Fi", "Sports", "Travel",
    ]

    static let countries = [
        "Afghanistan", "Algeria", "Angola", "Argentina", "Armenia", "Australia", "Austria", "Azerbaijan",
        "Bahrain", "Bangladesh", "Belarus", "Bolivia", "Brazil", "Brunei", "Bulgaria", "Cambodia", "Cameroon",
        "Canada", "Chad", "Chile", "China", "Colombia", "Congo", "Czech Republic", "Dominican Republic",
        "Ecuador", "Egypt", "Estonia", "Ethiopia", "Finland", "France", "French Guiana", "French Polynesia",
        "Gambia", "Germany", "Greece", "Greenland", "Holy See", "Hong Kong", "Hungary", "India", "Indonesia",
        "Iran", "Iraq", "Israel", "Italy", "Japan", "Kazakstan", "Kenya", "Kuwait", "Latvia", "Liechtenstein",
        "Lithuania", "Madagascar", "Malawi", "Malaysia", "Mexico", "Moldova", "Morocco", "Mozambique",
        "Myanmar", "Nauru", "Nepal", "Netherlands", "New Zealand", "Nigeria", "North Korea", "Oman", "Pakistan",
        "Paraguay", "Peru", "Philippines", "Poland", "Puerto Rico", "Romania", "Réunion", "Russian Federation",
        "Saint Vincent and the Grenadines", "Saudi Arabia", "Senegal", "Slovakia", "South Africa", "South Korea",
        "Spain", "Sri Lanka", "Sudan", "Sweden", "Switzerland", "Taiwan", "Tanzania", "Thailand", "Tonga",
        "Tunisia", "Turkey", "Turkmenistan", "Tuvalu", "Ukraine", "United Arab Emirates", "United Kingdom",
        "United States", "Venezuela", "Vietnam", "Virgin Islands, U.S.", "Yemen", "Yugoslavia", "Zambia",
        "American Samoa", "Anguilla", "Faroe Islands",
    ]

    static let firstNames = [
        "MARY", "PATRICIA", "LINDA", "BARBARA", "ELIZABETH", "JENNIFER", "MARIA", "SUSAN", "MARGARET", "DOROTHY",
        "LISA", "NANCY", "KAREN", "BETTY", "HELEN", "SANDRA", "DONNA", "CAROL", "RUTH", "SHARON", "MICHELLE",
        "LAURA", "SARAH", "KIMBERLY", "DEBORAH", "JESSICA", "SHIRLEY", "CYNTHIA", "ANGELA", "MELISSA", "JAMES",
        "JOHN", "ROBERT", "MICHAEL", "WILLIAM", "DAVID", "RICHARD", "CHARLES", "JOSEPH", "THOMAS", "CHRISTOPHER",
        "DANIEL", "PAUL", "MARK", "DONALD", "GEORGE", "KENNETH", "STEVEN", "EDWARD", "BRIAN", "RONALD", "ANTHONY",
        "KEVIN", "JASON", "MATTHEW", "GARY", "TIMOTHY", "JOSE", "LARRY", "JEFFREY", "PENELOPE", "NICK", "ED",
        "JENNIFER", "JOHNNY", "BETTE", "GRACE", "MATTHEW", "JOE", "CHRISTIAN", "ZERO", "KARL", "UMA", "VIVIEN",
        "CUBA", "FRED", "HELEN", "DAN", "BOB", "LUCILLE", "KIRSTEN", "ELVIS", "SANDRA", "CAMERON", "KEVIN", "RIP",
        "JULIA", "WOODY", "ALEC", "SISSY", "TIM", "MILLA", "AUDREY", "JUDY", "BURT", "VAL", "TOM", "GOLDIE", "RENÉE",
    ]

    static let lastNames = [
        "SMITH", "JOHNSON", "WILLIAMS", "JONES", "BROWN", "DAVIS", "MILLER", "WILSON", "MOORE", "TAYLOR",
        "ANDERSON", "THOMAS", "JACKSON", "WHITE", "HARRIS", "MARTIN", "THOMPSON", "GARCIA", "MARTINEZ", "ROBINSON",
        "CLARK", "RODRIGUEZ", "LEWIS", "LEE", "WALKER", "HALL", "ALLEN", "YOUNG", "HERNANDEZ", "KING", "WRIGHT",
        "LOPEZ", "HILL", "SCOTT", "GREEN", "ADAMS", "BAKER", "GONZALEZ", "NELSON", "CARTER", "MITCHELL", "PEREZ",
        "ROBERTS", "TURNER", "PHILLIPS", "CAMPBELL", "PARKER", "EVANS", "EDWARDS", "COLLINS", "GUINESS", "WAHLBERG",
        "CHASE", "DAVIS", "LOLLOBRIGIDA", "NICHOLSON", "MOSTEL", "JOHANSSON", "SWANK", "GABLE", "CAGE", "BERRY",
        "WOOD", "BERGEN", "OLIVIER", "COSTNER", "VOIGHT", "TORN", "FAWCETT", "TRACY", "PALTROW", "MARX", "KILMER",
        "STREEP", "BLOOM", "CRAWFORD", "MCKELLEN", "HOPKINS", "DENCH", "TEMPLE", "HOFFMAN", "WILLIS", "DEPP",
        "DEGENERES", "HUDSON", "MCQUEEN", "WINSLET", "DUKAKIS", "PECK", "KEITEL", "DEAN", "SOBIESKI", "ZELLWEGER",
        "O'BRIEN", "MÜLLER", "NÚÑEZ", "ØSTERGAARD", "VAN DER BERG",
    ]

    static let titleAdjectives = [
        "ACADEMY", "ACE", "ADAPTATION", "AFFAIR", "AFRICAN", "AGENT", "AIRPLANE", "ALABAMA", "ALADDIN", "ALAMO",
        "ALI", "ALIEN", "ALLEY", "ALONE", "AMADEUS", "AMELIE", "AMERICAN", "ANACONDA", "ANGELS", "ANNIE",
        "ANTHEM", "APACHE", "APOCALYPSE", "ARABIA", "ARIZONA", "ARMAGEDDON", "ARMY", "ATLANTIS", "ATTACKS",
        "BABY", "BACKLASH", "BADMAN", "BALLOON", "BANG", "BAREFOOT", "BASIC", "BEACH", "BEAR", "BEAUTY",
        "BED", "BEDAZZLED", "BEHAVIOR", "BENEATH", "BERETS", "BETRAYED", "BEVERLY", "BIKINI", "BILKO", "BIRCH",
        "BLACKOUT", "BLADE", "BLANKET", "BLINDNESS", "BLOOD", "BLUES", "BOILED", "BONNIE", "BOOGIE", "BORROWERS",
        "BOULEVARD", "BOUND", "BOWFINGER", "BRANNIGAN", "BRAVEHEART", "BREAKFAST", "BRIDE", "BRIGHT", "BRINGING",
        "BROOKLYN", "BROTHERHOOD", "BUBBLE", "BUCKET", "BUGSY", "BULL", "BULWORTH", "BUNCH", "BUTCH", "CABIN",
        "CADDYSHACK", "CALENDAR", "CALIFORNIA", "CAMELOT", "CAMPUS", "CANDIDATE", "CANDLES", "CANYON", "CAPER",
        "CARIBBEAN", "CAROL", "CARRIE", "CASABLANCA", "CASPER", "CASSIDY", "CASUALTIES", "CAT", "CATCH",
    ]

    static let titleNouns = [
        "DINOSAUR", "GOLDFINGER", "GOOD", "EGG", "PREJUDICE", "HUNTER", "TRUMAN", "SPELLBOUND", "SUPERSTAR",
        "CALENDAR", "TRAIN", "OUTBREAK", "HOURS", "GRAFFITI", "GARDEN", "HANKY", "REAR", "POLISH", "NIGHTMARE",
        "TRIP", "UNFORGIVEN", "DRIVING", "PACIFIC", "LAWRENCE", "HOLIDAY", "FIDDLER", "HORN", "ODDYSSEY",
        "RAGING", "MILE", "SUNSET", "VANILLA", "MUSKETEERS", "IDOLS", "CHARADE", "TEXAS", "GLORY", "FURY",
        "VOYAGE", "FEVER", "WATERSHIP", "JAWS", "HEAVEN", "PARADISE", "SQUAD", "STING", "MUMMY", "DOCTOR",
        "PATTON", "EXPRESS", "WIZARD", "SHEPHERD", "GHOST", "ANGEL", "SECRETS", "MOON", "BALLROOM", "CROW",
        "SHAWSHANK", "TOMORROW", "ROAD", "SCHOOL", "FLAMINGOS", "CITIZEN", "BLANKET", "WONDERLAND", "CRUSADE",
        "DIVORCE", "HARPER", "KING", "RUNNER", "VALLEY", "SPIKING", "ARK", "WARS", "LEGEND", "CONNECTION",
        "STREETCAR", "SUMMER", "WINDOW", "DETAILS", "SAINTS", "BOUND", "DREAM", "FIRE", "CLUE", "ISLAND",
    ]

    static let describers = [
        "Epic", "Astounding", "Fateful", "Intrepid", "Emotional", "Boring", "Touching", "Thoughtful", "Lacklusture",
        "Unbelieveable", "Amazing", "Beautiful", "Fast-Paced", "Insightful", "Action-Packed", "Awe-Inspiring",
        "Brilliant", "Stunning", "Taut", "Charming",
    ]
    static let genres = [
        "Drama", "Documentary", "Saga", "Tale", "Story", "Character Study", "Yarn", "Reflection", "Panorama",
        "Display", "Epistle", "Documentary",
    ]
    static let characters = [
        "Feminist", "Mad Scientist", "Dentist", "Moose", "Crocodile", "Butler", "Pioneer", "Madman", "Sumo Wrestler",
        "Dog", "Cat", "Monkey", "Husband", "Woman", "Man", "Boy", "Girl", "Technical Writer", "Lumberjack",
        "Database Administrator", "Car", "Squirrel", "Astronaut", "Robot", "Explorer", "Hunter", "Student",
        "Composer", "Forensic Psychologist", "Secret Agent", "Frisbee", "Shark", "Pastry Chef", "Cow", "Waitress",
    ]
    static let verbs = [
        "Chase", "Defeat", "Find", "Meet", "Outrace", "Overcome", "Conquer", "Kill", "Battle", "Escape", "Fight",
        "Reach", "Discover", "Build", "Face", "Vanquish", "Sink", "Pursue", "Redeem", "Succumb",
    ]
    static let places = [
        "The Canadian Rockies", "A Jet Boat", "The Gulf of Mexico", "Ancient China", "Ancient India",
        "A Shark Tank", "The Outback", "A Baloon", "An Abandoned Fun House", "The Sahara Desert", "Nigeria",
        "A MySQL Convention", "Soviet Georgia", "Berlin", "A Monastery", "A U-Boat", "The First Manned Space Station",
        "Australia", "A Manhattan Penthouse", "An Abandoned Mine Shaft", "A Baloon Factory", "California",
    ]
    static let ratings = ["G", "PG", "PG-13", "R", "NC-17"]
    static let features = [
        "Trailers", "Commentaries", "Deleted Scenes", "Behind the Scenes", "Trailers,Commentaries",
        "Trailers,Deleted Scenes", "Commentaries,Behind the Scenes", "Trailers,Commentaries,Behind the Scenes",
    ]
    static let syllables = [
        "a", "ba", "ca", "da", "el", "fa", "ga", "ha", "in", "jo", "ka", "la", "ma", "na", "o", "pa", "qui",
        "ra", "sa", "ta", "u", "va", "wa", "xi", "ya", "za", "bur", "gor", "lin", "mon", "tor", "vel", "ston",
        "ville", "ford", "burg", "port", "ton", "ham", "shi", "kyo", "pur", "abad",
    ]
    static let streets = [
        "Main", "Oak", "Pine", "Maple", "Cedar", "Elm", "Lake", "Hill", "Sunset", "Park", "River", "Spring",
        "Washington", "Jefferson", "Lincoln", "Church", "Mill", "Bay", "Forest", "Rose", "Harbor", "Kings",
    ]
    static let streetKinds = ["Street", "Avenue", "Road", "Boulevard", "Lane", "Drive", "Way", "Parkway", "Place"]
    static let districts = [
        "Alberta", "QLD", "Nagasaki", "California", "Attika", "Mandalay", "Texas", "Buenos Aires", "Gujarat",
        "Bavaria", "Ontario", "Shandong", "Punjab", "Kanagawa", "Lima", "Sao Paulo", "West Bengal", "Hubei",
    ]
}
