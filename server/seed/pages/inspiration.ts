import { h, list, p, productsBlock } from '../localized';
import { page } from './page';

export const inspirationPage = page(
  'inspiration',
  {
    slugs: { de: 'inspiration', fr: 'inspiration', it: 'ispirazione', en: 'inspiration' },
    titles: { de: 'Inspiration', fr: 'Inspiration', it: 'Ispirazione', en: 'Inspiration' },
    descriptions: {
      de: 'Ideen und Tipps für Wandbilder zu Hause und im Büro: Formate, Materialien und die richtige Hängung.',
      fr: 'Idées et conseils pour vos tableaux à la maison et au bureau : formats, matériaux et accrochage.',
      it: 'Idee e consigli per i quadri a casa e in ufficio: formati, materiali e come appenderli.',
      en: 'Ideas and tips for wall art at home and at work: sizes, materials and how to hang them.',
    },
  },
  [
    h({
      de: 'Ideen für Ihre Wände',
      fr: 'Des idées pour vos murs',
      it: 'Idee per le vostre pareti',
      en: 'Ideas for your walls',
    }),
    p({
      de: 'Ein Bild wirkt erst am richtigen Ort. Hier zeigen wir, wie Sie Format, Material und Motiv auf Ihren Raum abstimmen – vom Wohnzimmer bis zum Sitzungszimmer.',
      fr: "Un tableau ne prend toute sa force qu'au bon endroit. Découvrez comment accorder le format, le matériau et le motif à votre pièce – du salon à la salle de réunion.",
      it: 'Un quadro rende al meglio solo nel posto giusto. Vi mostriamo come abbinare formato, materiale e soggetto al vostro ambiente – dal soggiorno alla sala riunioni.',
      en: 'A picture only comes alive in the right place. Here we show how to match size, material and motif to your room – from the living room to the meeting room.',
    }),
    list(
      {
        de: 'Wohnzimmer: grosse Formate über dem Sofa und Bilderwände',
        fr: 'Salon : grands formats au-dessus du canapé et murs de cadres',
        it: 'Soggiorno: grandi formati sopra il divano e pareti di quadri',
        en: 'Living room: large formats above the sofa and gallery walls',
      },
      {
        de: 'Büro: ruhige Motive, Firmenbilder und Empfangsbereiche',
        fr: "Bureau : motifs apaisants, images d'entreprise et espaces d'accueil",
        it: 'Ufficio: soggetti rilassanti, immagini aziendali e aree di accoglienza',
        en: 'Office: calm motifs, company pictures and reception areas',
      },
    ),
    h({
      de: 'Welches Material passt?',
      fr: 'Quel matériau choisir ?',
      it: 'Quale materiale scegliere?',
      en: 'Which material suits you?',
    }),
    p({
      de: 'Leinwand wirkt warm und wohnlich, Acrylglas brillant und modern, Alu-Dibond klar und architektonisch, und ein Fine-Art-Poster im Rahmen bleibt der zeitlose Klassiker.',
      fr: "La toile est chaleureuse et accueillante, le verre acrylique brillant et moderne, l'Alu-Dibond net et architectural, et un poster Fine Art encadré reste le classique intemporel.",
      it: "La tela è calda e accogliente, il vetro acrilico brillante e moderno, l'Alu-Dibond nitido e architettonico, e un poster Fine Art incorniciato resta il classico senza tempo.",
      en: 'Canvas feels warm and homely, acrylic glass brilliant and modern, aluminium Dibond crisp and architectural – and a framed fine art poster remains the timeless classic.',
    }),
    productsBlock('canvas', 'poster', 'acrylic-glass', 'aluminium-dibond'),
  ],
);

export const inspirationLivingRoomPage = page(
  'inspiration-living-room',
  {
    slugs: {
      de: 'inspiration/wohnzimmer',
      fr: 'inspiration/salon',
      it: 'ispirazione/soggiorno',
      en: 'inspiration/living-room',
    },
    titles: {
      de: 'Wandbilder im Wohnzimmer',
      fr: 'Tableaux pour le salon',
      it: 'Quadri per il soggiorno',
      en: 'Wall art for the living room',
    },
    descriptions: {
      de: 'So finden Sie die richtige Bildgrösse über dem Sofa, hängen auf der richtigen Höhe und gestalten eine Bilderwand.',
      fr: 'Trouvez la bonne taille au-dessus du canapé, accrochez à la bonne hauteur et composez un mur de cadres.',
      it: "Come trovare la dimensione giusta sopra il divano, appendere all'altezza giusta e comporre una parete di quadri.",
      en: 'How to find the right size above the sofa, hang at the right height and put together a gallery wall.',
    },
  },
  [
    h({
      de: 'Das richtige Format über dem Sofa',
      fr: 'Le bon format au-dessus du canapé',
      it: 'Il formato giusto sopra il divano',
      en: 'The right size above the sofa',
    }),
    p({
      de: 'Als Faustregel sollte ein Bild über dem Sofa etwa zwei Drittel der Sofabreite einnehmen. Für ein Sofa von 2,20 m passt also ein Querformat von 150 × 100 cm oder ein Panorama von 150 × 50 cm. Zwischen Sofalehne und Bildunterkante lassen Sie 20 bis 30 cm Luft.',
      fr: 'En règle générale, un tableau au-dessus du canapé devrait occuper environ deux tiers de sa largeur. Pour un canapé de 2,20 m, un format paysage de 150 × 100 cm ou un panoramique de 150 × 50 cm convient donc. Laissez 20 à 30 cm entre le dossier et le bas du tableau.',
      it: 'Come regola generale, un quadro sopra il divano dovrebbe occupare circa due terzi della sua larghezza. Per un divano di 2,20 m è quindi adatto un formato orizzontale di 150 × 100 cm o un panoramico di 150 × 50 cm. Lasciate 20-30 cm tra lo schienale e il bordo inferiore del quadro.',
      en: 'As a rule of thumb, a picture above the sofa should take up about two thirds of its width. For a 2.20 m sofa, a 150 × 100 cm landscape or a 150 × 50 cm panorama fits well. Leave 20 to 30 cm between the back of the sofa and the bottom of the picture.',
    }),
    h({ de: 'Auf Augenhöhe hängen', fr: 'Accrocher à hauteur des yeux', it: "Appendere all'altezza degli occhi", en: 'Hang at eye level' }),
    p({
      de: 'Die Bildmitte gehört auf etwa 150 cm Höhe – so hängen auch Museen. Bei mehreren Bildern gilt das für die Mitte der ganzen Gruppe. Mit unserer unsichtbaren Aufhängeschiene lassen sich Acrylglas und Alu-Dibond nachträglich noch fein ausrichten.',
      fr: "Le centre du tableau se place à environ 150 cm de hauteur – comme dans les musées. Avec plusieurs tableaux, cela vaut pour le centre de l'ensemble. Notre rail d'accrochage invisible permet d'ajuster finement le verre acrylique et l'Alu-Dibond après coup.",
      it: "Il centro del quadro va posto a circa 150 cm di altezza – come nei musei. Con più quadri vale per il centro dell'intero gruppo. Con il nostro binario di aggancio invisibile, vetro acrilico e Alu-Dibond si possono allineare con precisione anche in seguito.",
      en: 'The centre of the picture belongs at about 150 cm – that is how museums hang. With several pictures this applies to the centre of the whole group. Our invisible hanging rail lets you fine-tune acrylic glass and aluminium Dibond after hanging.',
    }),
    h({ de: 'Die Bilderwand', fr: 'Le mur de cadres', it: 'La parete di quadri', en: 'The gallery wall' }),
    list(
      {
        de: 'Wählen Sie ein verbindendes Element: gleiches Material, ähnliche Farben oder ein gemeinsames Thema.',
        fr: 'Choisissez un élément commun : même matériau, couleurs proches ou thème partagé.',
        it: 'Scegliete un elemento comune: stesso materiale, colori simili o un tema condiviso.',
        en: 'Pick a common thread: the same material, similar colours or a shared theme.',
      },
      {
        de: 'Halten Sie überall denselben Abstand ein, zum Beispiel 5 cm.',
        fr: 'Gardez partout le même espacement, par exemple 5 cm.',
        it: 'Mantenete ovunque la stessa distanza, ad esempio 5 cm.',
        en: 'Keep the same gap everywhere, for example 5 cm.',
      },
      {
        de: 'Legen Sie die Anordnung zuerst mit Papiervorlagen an der Wand aus.',
        fr: "Testez d'abord la disposition au mur avec des gabarits en papier.",
        it: 'Provate prima la disposizione sulla parete con sagome di carta.',
        en: 'Try the layout on the wall with paper cut-outs first.',
      },
    ),
    productsBlock('canvas', 'acrylic-glass'),
  ],
);

export const inspirationOfficePage = page(
  'inspiration-office',
  {
    slugs: {
      de: 'inspiration/buero',
      fr: 'inspiration/bureau',
      it: 'ispirazione/ufficio',
      en: 'inspiration/office',
    },
    titles: {
      de: 'Wandbilder im Büro',
      fr: 'Tableaux pour le bureau',
      it: "Quadri per l'ufficio",
      en: 'Wall art for the office',
    },
    descriptions: {
      de: 'Bilder für Arbeitsplatz, Sitzungszimmer und Empfang – robust, pflegeleicht und mit Mengenrabatt für Firmen.',
      fr: "Des tableaux pour le poste de travail, la salle de réunion et l'accueil – robustes, faciles d'entretien et avec rabais de quantité pour les entreprises.",
      it: 'Quadri per postazioni di lavoro, sale riunioni e reception – robusti, facili da pulire e con sconti sulla quantità per le aziende.',
      en: 'Pictures for desks, meeting rooms and reception – durable, easy to care for and with volume discounts for companies.',
    },
  },
  [
    h({
      de: 'Ruhe und Identität',
      fr: 'Calme et identité',
      it: 'Calma e identità',
      en: 'Calm and identity',
    }),
    p({
      de: 'Landschaften, Wasser und viel Grün senken nachweislich das Stressempfinden – ideal für Arbeitsplätze und Pausenräume. Im Empfang und im Sitzungszimmer zeigen Bilder aus dem eigenen Unternehmen, wofür Ihre Firma steht: Team, Produkte, Standort.',
      fr: "Paysages, eau et verdure réduisent la sensation de stress – idéal pour les postes de travail et les espaces de pause. À l'accueil et en salle de réunion, des images de votre entreprise montrent ce qu'elle représente : équipe, produits, site.",
      it: 'Paesaggi, acqua e tanto verde riducono la sensazione di stress – ideali per postazioni di lavoro e aree pausa. In reception e nelle sale riunioni, le immagini della vostra azienda mostrano ciò che rappresenta: team, prodotti, sede.',
      en: 'Landscapes, water and plenty of green are known to reduce stress – ideal for workspaces and break rooms. In reception and meeting rooms, pictures of your own company show what it stands for: team, products, location.',
    }),
    h({
      de: 'Materialien für den Alltag im Büro',
      fr: 'Des matériaux pour le quotidien au bureau',
      it: "Materiali per la vita d'ufficio",
      en: 'Materials for everyday office life',
    }),
    list(
      {
        de: 'Alu-Dibond: leicht, formstabil und abwischbar – auch für Flure und Treppenhäuser.',
        fr: "Alu-Dibond : léger, indéformable et lavable – aussi pour les couloirs et cages d'escalier.",
        it: 'Alu-Dibond: leggero, indeformabile e lavabile – anche per corridoi e vani scala.',
        en: 'Aluminium Dibond: light, rigid and wipeable – also for corridors and stairwells.',
      },
      {
        de: 'Acrylglas mit Wandabstandshaltern: der edle Auftritt für Empfang und Showroom.',
        fr: "Verre acrylique avec entretoises : l'élégance pour l'accueil et le showroom.",
        it: 'Vetro acrilico con distanziali: la soluzione elegante per reception e showroom.',
        en: 'Acrylic glass on wall spacers: the elegant choice for reception and showroom.',
      },
      {
        de: 'Leinwand mit Schutzlack: warm, blendfrei und unempfindlich gegen UV-Licht.',
        fr: 'Toile vernie : chaleureuse, sans reflets et résistante aux UV.',
        it: 'Tela con vernice protettiva: calda, senza riflessi e resistente ai raggi UV.',
        en: 'Varnished canvas: warm, glare-free and resistant to UV light.',
      },
    ),
    h({ de: 'Für Firmen', fr: 'Pour les entreprises', it: 'Per le aziende', en: 'For companies' }),
    p({
      de: 'Ab 5 Stück desselben Bildes sinkt der Preis automatisch, ab 25 Stück deutlich. Firmen bezahlen bequem auf Rechnung. Für ganze Ausstattungen beraten wir Sie gerne vor Ort.',
      fr: "Dès 5 exemplaires de la même image, le prix baisse automatiquement, et nettement dès 25. Les entreprises paient simplement sur facture. Pour l'aménagement complet de vos locaux, nous vous conseillons volontiers sur place.",
      it: "A partire da 5 esemplari della stessa immagine il prezzo scende automaticamente, e in modo netto da 25. Le aziende pagano comodamente su fattura. Per l'allestimento completo dei vostri spazi vi consigliamo volentieri sul posto.",
      en: 'From 5 copies of the same picture the price drops automatically, and markedly from 25. Companies can simply pay by invoice. For fitting out entire premises we are happy to advise you on site.',
    }),
    productsBlock('aluminium-dibond', 'acrylic-glass', 'canvas'),
  ],
);
