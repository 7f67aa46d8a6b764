/** Demo seed of the wall: sample wishes (English and Spanish, interleaved) for local/demo data. */
export const DEMO_WISHES: readonly { language: 'en' | 'es'; content: string }[] = [
  { language: 'en', content: 'Climb Kilimanjaro for my 30th birthday.' },
  {
    language: 'es',
    content:
      'Mi hijo tiene autismo y no habla. Mi deseo es que encuentre la manera de contarme lo que piensa, con una tablet, con pictogramas, con lo que sea. Sé que tiene un mundo entero en la cabeza y daría cualquier cosa por conocerlo. #autismo',
  },
  {
    language: 'en',
    content: 'That my therapist keeps being as good as she is. Seriously, she saved my life.',
  },
  {
    language: 'es',
    content: 'La semana laboral de cuatro días para todos, por favor. #conciliación',
  },
  { language: 'en', content: 'To beat my brother at chess. Just once. ♟️' },
  { language: 'es', content: 'Ser libre de deudas antes de los 35. #finanzaspersonales' },
  { language: 'en', content: 'Be here next year, writing another wish. 🌱' },
  {
    language: 'es',
    content:
      'A quien lea esto: ojalá tu día mejore. El mío ha sido horrible. Me quedé sin laburo, se me rompió el auto y el perro se comió la mitad de mi sánguche. Pero una señora me sonrió en el colectivo y casi lloro. Las cosas chiquitas importan. Sé la cosa chiquita de alguien.',
  },
  { language: 'en', content: 'Rebuild my credit score. Slowly. Patiently. #freshstart' },
  { language: 'en', content: "Pass organic chemistry. That's all. That's my whole wish. #premed" },
  { language: 'es', content: 'Que la gente sea más amable en internet. Estamos todos cansados.' },
  {
    language: 'en',
    content: 'I wish that every shelter animal gets a home this year. #adopt #rescue',
  },
  {
    language: 'es',
    content:
      'Una Navidad tranquila, con toda la familia en la misma mesa y sin discusiones de política. #familia',
  },
  {
    language: 'en',
    content:
      "I'd love to start a small nonprofit teaching kids to code in my hometown. #coding #community",
  },
  { language: 'es', content: 'Aprobar cálculo. No pido más. De verdad. #universidad' },
  {
    language: 'en',
    content: 'I hope my anxiety gets a little quieter this year. Not gone, just quieter.',
  },
  {
    language: 'en',
    content: 'Save enough to visit my family in Manila for the first time in nine years.',
  },
  { language: 'es', content: 'Aprender a tocar el #violín a los 60. Nunca es tarde.' },
  {
    language: 'en',
    content: "That my town's hospital doesn't close. It's the only one for 60 miles.",
  },
  { language: 'es', content: 'Enamorarme de alguien que se ría de mis chistes malos.' },
  {
    language: 'en',
    content:
      "Start a community fridge in my neighborhood. Food shouldn't go to waste when people are hungry.",
  },
  { language: 'es', content: 'Abrir una escuela de danza para niñas que no pueden pagar clases.' },
  {
    language: 'en',
    content: "That my wife's new book finds its readers. She worked so hard on it.",
  },
  { language: 'es', content: 'Unas vacaciones sin mirar el correo del trabajo ni una vez.' },
  { language: 'en', content: 'To make my parents proud. They gave up everything to move here.' },
  { language: 'en', content: 'I wish for a world where nobody goes to bed hungry. #zerohunger' },
  { language: 'es', content: 'Ver elefantes en libertad, no en un zoológico. #fauna' },
  {
    language: 'en',
    content: "Get our wedding planned without anyone's mother crying. Okay, maybe a little crying.",
  },
  { language: 'es', content: 'Que mi cuerpo acompañe a mis ganas. #enfermedadcrónica' },
  { language: 'en', content: 'I wish for my friend Jamal to beat his lymphoma. #teamjamal' },
  {
    language: 'es',
    content: 'Celebrar nuestras bodas de oro con mi Carmen. Llevamos 47 años juntos.',
  },
  { language: 'en', content: 'Visit all 63 national parks. 11 down! #nationalparks #roadtrip' },
  {
    language: 'en',
    content:
      'I hope the people who lost their homes in the fire last summer find somewhere safe and warm.',
  },
  { language: 'es', content: 'Comprarme un piso con balcón en Valencia. #hogar' },
  { language: 'en', content: 'For my students to know they matter.' },
  { language: 'es', content: 'Aprobar el examen de manejo mañana. ¡Deséenme suerte!' },
  { language: 'en', content: 'Get into art school in London.' },
  { language: 'es', content: 'Quererme un poquito más. #amorpropio' },
  {
    language: 'en',
    content:
      "To get my master's in social work and help kids in foster care like I was. #fostercare",
  },
  { language: 'es', content: 'Que mi hijo encuentre chamba pronto, se lo merece.' },
  { language: 'en', content: 'May my #sourdough starter survive my vacation.' },
  { language: 'en', content: 'Finally visit Machu Picchu! #peru #bucketlist' },
  {
    language: 'es',
    content:
      'Que todos mis alumnos de primero aprendan a leer antes de junio. Son lo mejor de mi vida. #docentes',
  },
  { language: 'en', content: 'Lose the weight my doctor keeps mentioning. For me, not for him.' },
  { language: 'es', content: 'Un mundo donde ser diferente no sea peligroso.' },
  {
    language: 'en',
    content:
      "I wish my grandfather could meet his great-grandson. He's flying in from Lagos next month, fingers crossed the visa comes through.",
  },
  {
    language: 'es',
    content: 'Que mi abuela me vea graduarme. Tiene 93 años y todavía me pregunta cuándo termino.',
  },
  {
    language: 'en',
    content: 'I wish I could tell my 15-year-old self that it gets better. It really does.',
  },
  { language: 'en', content: 'A four-day work week for everyone. #worklifebalance' },
  {
    language: 'es',
    content: 'Reencontrarme con mi mejor amiga del colegio. Perdimos el contacto y ni sé por qué.',
  },
  { language: 'en', content: 'Peace, everywhere, for everyone, for longer than a news cycle.' },
  {
    language: 'es',
    content:
      'Que mi hija aproveche su primer año en la facultad y que llame a casa de vez en cuando. #mamáorgullosa',
  },
  {
    language: 'en',
    content:
      "I'd like to visit Iceland and see the northern lights before they become a thing I only saw on screensavers.",
  },
  { language: 'es', content: 'Atreverme a cantar en el karaoke del bar. Este año sí. 🎤' },
  {
    language: 'en',
    content:
      'I hope my little bakery on 5th Street makes it through another winter. Thank you to everyone who buys a muffin. #shoplocal',
  },
  {
    language: 'es',
    content:
      'Conocer Japón con mi novia antes de casarnos. Tokio, Kioto y mucho ramen. #viajes #japón',
  },
  { language: 'en', content: 'Please let my flight not get cancelled again.' },
  {
    language: 'en',
    content:
      "For my husband's recovery after his back surgery to be quick and boring. Boring is good.",
  },
  {
    language: 'es',
    content:
      'Ojalá mi viejo vuelva a caminar después del accidente. Los médicos dicen que es posible y yo les creo.',
  },
  {
    language: 'en',
    content: "I want to see the Amazon rainforest still standing when I'm 80. #climateaction",
  },
  {
    language: 'es',
    content:
      'Que la operación de mi hijo del martes salga bien. Tiene cinco años y es más valiente que yo.',
  },
  { language: 'en', content: "A world where being different isn't dangerous." },
  {
    language: 'es',
    content: 'Que no cierren el hospital de mi pueblo. Es el único en cien kilómetros.',
  },
  {
    language: 'en',
    content: 'I hope my dad gets his diabetes under control. Or at least eats a vegetable.',
  },
  {
    language: 'en',
    content: 'Land my first software engineering job after the bootcamp. #100daysofcode',
  },
  {
    language: 'es',
    content:
      'Que el niño que come solo en el recreo del cole de mi hijo encuentre un amigo. #bondad',
  },
  {
    language: 'en',
    content:
      'To finally learn how to swim at 34. No more pretending I just "don\'t feel like" getting in the pool.',
  },
  { language: 'es', content: 'Juntar para volver a Lima a ver a mi familia después de ocho años.' },
  { language: 'en', content: 'A full night of sleep. I have a 7-month-old. You understand.' },
  { language: 'es', content: 'Que mi amigo Julián le gane al linfoma. #fuerzajulián' },
  { language: 'en', content: 'Stop procrastinating. Starting tomorrow.' },
  {
    language: 'es',
    content: 'Conseguir mi primer trabajo de programadora después del bootcamp. #programación',
  },
  {
    language: 'en',
    content: 'That my brother stays sober. 400 days and counting. So proud of him. #recovery',
  },
  {
    language: 'en',
    content: 'I want to take my daughter to see the whales off the coast of Baja. 🐋',
  },
  {
    language: 'es',
    content:
      'Que don Ramón, el de la tienda de la esquina, salga pronto del hospital. El barrio no es lo mismo sin él.',
  },
  { language: 'en', content: 'A cure for childhood cancer. Nothing else feels as urgent.' },
  { language: 'es', content: 'Que mis hijos me recuerden riendo, no estresada.' },
  { language: 'en', content: "A job in marine biology. I've applied to 47 places. #science" },
  { language: 'es', content: 'Menos pantallas y más atardeceres.' },
  {
    language: 'en',
    content: 'I want to see my kids grow up in a world with more trees than today.',
  },
  {
    language: 'en',
    content: 'I just want my knee to stop hurting so I can play soccer with my kids.',
  },
  { language: 'es', content: 'Vivir frente al mar y despertarme con el ruido de las olas. #mar' },
  { language: 'en', content: 'To stop apologizing for taking up space.' },
  {
    language: 'es',
    content:
      'Que me salga la visa para visitar a mi hermana en Madrid. Hace cinco años que no la abrazo.',
  },
  { language: 'en', content: "That we stop fighting about things that don't matter." },
  { language: 'es', content: 'Conocer Machu Picchu con mi mamá. #perú #viajes' },
  {
    language: 'en',
    content: "Get a scholarship so my parents don't have to take out another loan.",
  },
  { language: 'es', content: 'Que a los maestros les paguen lo que valen. #educación' },
  { language: 'en', content: 'Get through chemo round 6. Then 7. Then done. #cancersucks' },
  {
    language: 'en',
    content:
      "Find a kidney donor for my aunt. If you're type O and curious, look into living donation. #organdonation",
  },
  { language: 'es', content: 'Océanos limpios para mis nietos. 🌊' },
  { language: 'en', content: 'I hope the bees make a comeback. 🐝' },
  { language: 'es', content: 'Ganar el concurso de empanadas del pueblo. Cuidado, doña Rosa. 😏' },
  {
    language: 'en',
    content: 'Be the first person in my family to graduate college. Class of next year! #firstgen',
  },
  { language: 'es', content: 'Que mi primo vuelva sano de la misión. Lo extrañamos mucho.' },
  { language: 'en', content: "Make it to my 50th wedding anniversary with Carol. We're at 46." },
  {
    language: 'en',
    content: 'I wish my body would cooperate with my ambitions. #chronicillness #spoonie',
  },
  {
    language: 'es',
    content: 'Que mi vieja deje de preocuparse tanto, que estoy bien, ma. Te quiero.',
  },
  { language: 'en', content: 'No more plastic in the oceans. #plasticfree' },
  { language: 'es', content: 'Ser bombero como mi papá.' },
  { language: 'en', content: 'I wish I could afford dental insurance. Simple as that.' },
  {
    language: 'es',
    content:
      'Montar una nevera solidaria en mi barrio. Que no se tire comida mientras haya gente que la necesita.',
  },
  {
    language: 'en',
    content:
      'I want to open a tiny bakery with a blue door and sell cardamom buns every Saturday morning. #dreams',
  },
  {
    language: 'es',
    content: 'Ojalá hubiera llamado más a mi abuela. A quien lea esto: llamad a las vuestras.',
  },
  {
    language: 'en',
    content: 'Take my grandkids to the beach every summer while my knees still let me.',
  },
  {
    language: 'en',
    content: "Learn Italian well enough to argue with my nonna's cousins. #languages",
  },
  {
    language: 'es',
    content: 'Que todos los animales del refugio encuentren un hogar este año. #adoptanocompres',
  },
  {
    language: 'en',
    content: 'My dream: a little bookshop with a cat that sleeps in the window. #bookshop #dreams',
  },
  { language: 'es', content: 'Subir al Aconcagua antes de cumplir los 40. #montaña' },
  { language: 'en', content: 'I want my kids to remember me laughing, not stressed.' },
  {
    language: 'es',
    content:
      'Publicar mi primer cuento infantil. Va de una tortuga que tiene miedo al agua. 🐢 #escritura',
  },
  {
    language: 'en',
    content: 'I wish my mom would finally take a day off. She works harder than anyone I know.',
  },
  { language: 'en', content: 'I wish I could stop comparing myself to everyone else.' },
  {
    language: 'es',
    content: 'Que mi marido se recupere rápido de la operación de espalda. Sin sustos, por favor.',
  },
  {
    language: 'en',
    content:
      "Reconnect with my high school best friend. We lost touch and I don't even remember why.",
  },
  {
    language: 'es',
    content:
      'Ojalá que mi perra Luna viva muchos años más. Tiene 13 y sigue corriendo como cachorra. 🐶',
  },
  {
    language: 'en',
    content: "My mom's hip replacement goes well and she's back to gardening by spring.",
  },
  {
    language: 'es',
    content: 'Que mi mamá por fin se tome un día libre. Trabaja más que nadie que conozca.',
  },
  { language: 'en', content: 'To see elephants in the wild, not in a zoo. #wildlife' },
  {
    language: 'es',
    content:
      'Que los arrecifes de coral se recuperen. Quiero que mis hijos buceen entre peces de colores. #océanos #clima',
  },
  {
    language: 'en',
    content: "That my daughter's surgery on Tuesday goes smoothly. She's six and braver than me.",
  },
  {
    language: 'en',
    content: 'I hope I get the apartment I applied for. It has a window over the sink!',
  },
  {
    language: 'es',
    content:
      'Que mi abuelo conozca a su bisnieto. Viene desde Guayaquil el mes que viene, si todo sale bien con el pasaporte.',
  },
  { language: 'en', content: "A garden with tomatoes that don't get eaten by squirrels." },
  { language: 'es', content: 'Hacer las paces con mi hermana antes de las fiestas.' },
  { language: 'en', content: 'Buy a house with a porch swing. #homeowner #dreams' },
  {
    language: 'es',
    content:
      'Que mis padres estén orgullosos de mí. Dejaron todo para que yo tuviera una vida mejor.',
  },
  { language: 'en', content: 'A raise. A real one. Not a pizza party.' },
  {
    language: 'en',
    content:
      "I hope the kid who sits alone at lunch in my son's school finds a friend. Maybe it'll be my son. #kindness",
  },
  { language: 'es', content: 'Que me toque la lotería de Navidad, aunque sea la pedrea. 🍀' },
  {
    language: 'en',
    content: 'Pay off the last $4,200 of my credit card debt by December. #debtfree',
  },
  { language: 'es', content: 'Un abrigo para cada persona que lo necesite este invierno.' },
  {
    language: 'en',
    content: 'A quiet, cozy Christmas with everyone at the same table for once. #family',
  },
  {
    language: 'es',
    content:
      'Que el tratamiento de fertilidad de mi mejor amiga funcione esta vez. Se lo merece más que nadie. 🙏',
  },
  { language: 'en', content: "Own a food truck serving my grandma's empanadas." },
  { language: 'es', content: 'Que el dólar se quede quieto aunque sea un mes. 🙃' },
  { language: 'en', content: 'World peace, but also a really good taco truck on my street.' },
  {
    language: 'en',
    content:
      "That my neighbor Mr. Patel gets to go home from the hospital soon. The street isn't the same without his morning wave.",
  },
  {
    language: 'es',
    content: 'Que me deje de doler la rodilla para poder jugar al fútbol con mis chamacos.',
  },
  {
    language: 'en',
    content:
      "My grandmother raised me after my parents couldn't. She's 88 now and her heart is tired. I wish for one more summer with her on the porch, shelling peas and listening to her old radio shows. That's all I want. #family #grandma",
  },
  { language: 'es', content: 'Que ningún niño se vaya a dormir con hambre. #hambrecero' },
  { language: 'en', content: 'Grow the biggest pumpkin at the county fair. Watch out, Harold. 🎃' },
  {
    language: 'es',
    content: 'Ojalá me den el departamento que vi ayer. ¡Tiene ventana en la cocina!',
  },
  {
    language: 'en',
    content:
      "I hope my little brother finds a job he actually likes. He's been stuck for a while and he deserves a break.",
  },
  {
    language: 'en',
    content: 'Run a marathon before I turn 40. Currently at 5K, so... we have work to do. #running',
  },
  {
    language: 'es',
    content:
      'Que mi hermano siga limpio. Un año y tres meses. Estoy muy orgullosa de él. #recuperación',
  },
  { language: 'en', content: 'Safe travels for every truck driver out there tonight.' },
  { language: 'es', content: 'Arreglar el techo antes de que lleguen las lluvias.' },
  { language: 'en', content: 'I hope the people building AI remember to build it for everyone.' },
  {
    language: 'es',
    content: 'Terminar mi novela. El capítulo 9 lleva "casi listo" desde la pandemia.',
  },
  {
    language: 'en',
    content:
      'I wish I had called my grandmother more when she was still here. To anyone reading: call yours.',
  },
  { language: 'es', content: 'Paz. En todas partes. Para todos.' },
  {
    language: 'en',
    content:
      "Next year I turn 70 and I've never seen the ocean. I grew up in Kansas, raised four kids, buried a husband, and somehow the ocean never made it onto the list. This year it's going on the list. Pacific or Atlantic, I'm not picky. 🌊",
  },
  { language: 'en', content: 'Build a treehouse with my daughter, like my dad did with me.' },
  { language: 'es', content: 'Salir de deudas. Aunque sea de la mitad. #libredeudas' },
  { language: 'en', content: 'Start therapy. Actually go. Not just book it.' },
  {
    language: 'es',
    content:
      'Que el casero no nos suba el alquiler otra vez. Ya se nos va la mitad del sueldo. #vivienda',
  },
  {
    language: 'en',
    content:
      "That my son's first year of college goes well and that he calls home more than once a month. #proudmom",
  },
  {
    language: 'es',
    content:
      'Que mi emprendimiento sobreviva el primer año. Ya somos seis personas y eso me quita el sueño.',
  },
  { language: 'en', content: "Get my pilot's license! ✈️" },
  {
    language: 'en',
    content:
      "I wish my dad would call me back. We haven't spoken in three years and I miss him more than I'll ever admit out loud.",
  },
  {
    language: 'es',
    content:
      'Tengo 20 años y voy a ser papá. Estoy muerto de miedo. Ojalá sepa ser el padre que yo no tuve: presente, paciente y en todos los cumpleaños. #papáprimerizo',
  },
  {
    language: 'en',
    content: "Hoping my best friend's IVF works this round. She's been through so much. 🙏",
  },
  {
    language: 'es',
    content:
      'Ganar el sorteo y con la plata arreglar los juegos de la plaza del barrio. #comunidad',
  },
  {
    language: 'en',
    content: 'Teach my mom how to video call without showing me only her forehead.',
  },
  { language: 'es', content: 'Tener un huerto en la terraza y comer mis propios tomates. #huerto' },
  { language: 'en', content: 'Adopt a senior dog who needs a couch to nap on. #adoptdontshop' },
  {
    language: 'es',
    content:
      'A todas las enfermeras de guardia esta noche: ojalá podáis sentaros cinco minutos. ❤️',
  },
  { language: 'en', content: "Finish my PhD. I'm on year seven. Send help. #phdlife" },
  { language: 'en', content: 'Find my birth mother. I just want to say thank you.' },
  {
    language: 'es',
    content: 'Que me vaya bien en el curro nuevo. Empiezo el lunes y estoy hecho un flan.',
  },
  { language: 'en', content: 'Learn to play the cello at 60. Never too late, right?' },
  { language: 'es', content: 'Encontrar a mi madre biológica. Solo quiero darle las gracias.' },
  {
    language: 'en',
    content:
      'I wish for clean drinking water in every village on the planet. We can do this. #cleanwater',
  },
  {
    language: 'es',
    content: 'Correr el maratón de Buenos Aires. Ahora mismo corro 5 km y me muero. #running',
  },
  { language: 'en', content: "Pass my driving test tomorrow. Third time's the charm, right?" },
  { language: 'en', content: 'Learn sign language so I can talk to my nephew properly. #ASL' },
  { language: 'es', content: 'Poner un puesto de arepas con la receta de mi abuela. #emprender' },
  { language: 'en', content: 'That my mother finally gets her citizenship. 22 years of waiting.' },
  {
    language: 'es',
    content: 'Mi sueño: una librería pequeña con un gato durmiendo en el escaparate. #librerías',
  },
  {
    language: 'en',
    content:
      'I wish that the coral reefs bounce back. My kids should get to snorkel over something alive. #ocean #climate',
  },
  {
    language: 'es',
    content:
      'Que mi equipo suba a Primera esta temporada. Sufrir tanto tiene que servir de algo. ⚽ #ascenso',
  },
  {
    language: 'en',
    content:
      'Two weeks in Japan next spring — ramen in Fukuoka, temples in Kyoto, and finally seeing the cherry blossoms with my own eyes. #travel #japan',
  },
  { language: 'es', content: 'Más bibliotecas y menos centros comerciales.' },
  {
    language: 'en',
    content:
      'I hope my startup survives its first year. Ten people depend on it now and that keeps me up at night.',
  },
  { language: 'en', content: 'I wish to be a better listener.' },
  { language: 'es', content: 'Que vuelvan las abejas. 🐝 #abejas' },
  { language: 'en', content: 'Passing the bar exam on the second try. Please, universe.' },
  {
    language: 'es',
    content:
      'Que el tratamiento de mi hija funcione. Está luchando muchísimo y estoy orgulloso de ella.',
  },
  {
    language: 'en',
    content: 'That the next generation inherits a planet that still has glaciers. #climate',
  },
  {
    language: 'es',
    content:
      'Hacer el Camino de Santiago con mi padre. Lleva veinte años diciendo que lo haremos y creo que ya toca. #camino',
  },
  { language: 'en', content: 'Less screen time, more sunsets.' },
  { language: 'en', content: 'Move to the coast and wake up to the sound of waves.' },
  {
    language: 'es',
    content:
      'Que pongan alumbrado en mi colonia. De noche da miedo regresar caminando del trabajo.',
  },
  { language: 'en', content: 'See my favorite band live one more time before they retire.' },
  {
    language: 'es',
    content: 'Ser la primera de mi familia en terminar la universidad. #primerageneración',
  },
  {
    language: 'en',
    content:
      "I'd love it if someone would adopt the three kittens living under my porch. They're very cute and very loud.",
  },
  {
    language: 'es',
    content: 'Que mi papá se cuide el azúcar. O por lo menos que coma una verdura.',
  },
  {
    language: 'en',
    content:
      'For the rain to come back to our farm. The fields are dust right now. #farming #drought',
  },
  {
    language: 'es',
    content: 'Quisiera decirle a mi yo de quince años que todo mejora. De verdad que sí.',
  },
  {
    language: 'en',
    content:
      "To get back on stage after my stroke. I was a theater actor for 30 years and I'm not done yet.",
  },
  {
    language: 'en',
    content: 'I wish my cat would stop knocking things off the counter at 3am. #catlife',
  },
  { language: 'es', content: 'Acabar la quimio. Sesión 5 de 8. Vamos que se puede. #fuerza' },
  {
    language: 'en',
    content: 'Finish my first triathlon without needing to be rescued from the lake. #triathlon',
  },
  { language: 'es', content: 'Que mi hijo haga amigos en el cole nuevo. Le está costando mucho.' },
  {
    language: 'en',
    content:
      "I want my grandmother's recipes written down before they're lost. Starting this weekend.",
  },
  { language: 'es', content: 'Entrar a la carrera de medicina este año. #medicina #sueños' },
  { language: 'en', content: 'Get through this divorce without losing myself.' },
  {
    language: 'en',
    content: 'That the kids in my neighborhood get a real skate park instead of the parking lot.',
  },
  { language: 'es', content: 'Entender a mi hija adolescente. Aunque sea un poquito.' },
  {
    language: 'en',
    content: 'That the new job works out. Starting Monday. Terrified and excited.',
  },
  { language: 'es', content: 'Dejar la oficina y dedicarme a pintar. Algún día. #arte' },
  { language: 'en', content: 'Win this raffle, obviously. 😄' },
  { language: 'es', content: 'Dejar de procrastinar. Mañana empiezo.' },
  {
    language: 'en',
    content:
      "I hope our little league team wins at least one game this season. They're 0–9 and still smiling. #baseball",
  },
  { language: 'es', content: 'Jubilarme en un pueblito junto al lago y pescar cada mañana.' },
  {
    language: 'en',
    content: 'I wish I were brave enough to sing at open mic night. Maybe this is the year. 🎤',
  },
  { language: 'en', content: "Open a dance studio for kids who can't afford lessons." },
  {
    language: 'es',
    content:
      'Que me aprueben la residencia para poder ir a ver a mi mamá sin miedo a no poder volver.',
  },
  {
    language: 'en',
    content: "That my best friend's deployment ends early and he comes home safe. #military",
  },
  {
    language: 'es',
    content: 'Sacarme el carné de conducir a la primera. Bueno, a la segunda ya me conformo.',
  },
  { language: 'en', content: 'Ride a motorcycle down the coast of Vietnam. #travel #adventure' },
  {
    language: 'es',
    content: 'Ganar una beca para que mis papás no tengan que pedir otro préstamo.',
  },
  { language: 'en', content: 'Make peace with my sister before the holidays.' },
  {
    language: 'en',
    content:
      "I want to walk the Camino de Santiago with my dad next summer. He's been talking about it for 20 years and I think it's time. #camino #travel",
  },
  { language: 'es', content: 'Comprarle una lavadora a mi mamá para que deje de lavar a mano.' },
  {
    language: 'en',
    content:
      "My wish is simple but huge: I want my son, who is autistic and nonverbal, to find a way to tell me what he's thinking. Maybe a tablet, maybe a picture board, maybe something we haven't tried yet. I know there's a whole world in his head and I'd give anything to visit it. #autism #autismmom",
  },
  {
    language: 'es',
    content:
      'Que las recetas de mi abuela queden escritas antes de que se pierdan. Empiezo este finde.',
  },
  {
    language: 'en',
    content:
      'Win the raffle and use the money to fix the school playground. #community #kids #wishwall',
  },
  { language: 'es', content: 'Tener un perro y llamarlo Churro. Y ya está, ser feliz.' },
  {
    language: 'en',
    content:
      'That every kid in my class learns to read by June. I teach second grade and they are the best humans I know. #teacherlife',
  },
  {
    language: 'es',
    content: 'Que a los migrantes se les trate como las personas que son. #migrantes',
  },
  { language: 'en', content: 'To be debt-free by 35. Two years left. #debtfreejourney' },
  { language: 'en', content: "A vacation where I don't check my email once." },
  {
    language: 'es',
    content:
      'Conseguir los audífonos que necesita mi hija. El seguro no los cubre y estamos ahorrando cada peso.',
  },
  { language: 'en', content: "Learn to bake bread that doesn't double as a doorstop." },
  { language: 'es', content: 'Llevar a mi hija a ver las ballenas en Baja California. 🐋' },
  {
    language: 'en',
    content:
      "I'm 19 and I just found out I'm going to be a dad. I'm scared out of my mind. I wish I can be the father I never had — present, patient, and there for every single birthday. #dadtobe",
  },
  {
    language: 'es',
    content:
      'Que mi mamá se recupere pronto de la operación. Es lo único que pido este año. #salud #familia',
  },
  {
    language: 'en',
    content: 'I wish every teacher got paid like they matter, because they do. #teachers',
  },
  {
    language: 'en',
    content:
      'Buy my mom a washing machine so she stops going to the laundromat at 11pm after work.',
  },
  { language: 'es', content: 'Superar el divorcio sin perderme a mí misma.' },
  {
    language: 'en',
    content:
      "Get my daughter the hearing aids she needs. Insurance won't cover them and we're saving every dollar.",
  },
  {
    language: 'es',
    content:
      'Ver la aurora boreal en Noruega con mi madre. Siempre ha sido su sueño y quiero cumplírselo.',
  },
  {
    language: 'en',
    content:
      "To whoever reads this: I hope your day gets better. Mine's been rough. Lost my job, car broke down, and my dog ate half a sandwich off the counter. But someone held a door for me at the pharmacy today and it honestly made me tear up. Small things matter. Be someone's small thing.",
  },
  { language: 'es', content: 'Un aumento de sueldo. Uno de verdad.' },
  {
    language: 'en',
    content: "I hope I'm the kind of parent my kids will want to visit when they're grown.",
  },
  { language: 'es', content: 'Que llueva en el campo. Las vacas ya no tienen qué comer. #sequía' },
  { language: 'en', content: 'Graduate debt-free. Okay, maybe just "less debt." #college' },
  {
    language: 'en',
    content: "I wish people would be gentler with each other online. We're all tired.",
  },
  {
    language: 'es',
    content: 'Llevar a mis nietos a la playa todos los veranos mientras las rodillas aguanten.',
  },
  { language: 'en', content: 'That nobody has to choose between medicine and rent.' },
  {
    language: 'es',
    content:
      'Ojalá vuelvan a abrir la biblioteca de mi pueblo. La cerraron hace dos años por falta de presupuesto y ahora los chavales pasan la tarde en la plaza sin nada que hacer. Allí aprendí yo a leer, con doña Pilar, que nos dejaba llevarnos tres libros en vez de dos. Libros, calefacción y una bibliotecaria que sepa cómo se llaman. No es tanto pedir. #bibliotecas',
  },
  { language: 'en', content: 'That the war ends and my cousins can go home.' },
  { language: 'es', content: 'Estar aquí el año que viene, escribiendo otro deseo. 🌱' },
  {
    language: 'en',
    content:
      "I wish for my daughter's eating disorder treatment to work. She's fighting so hard and I'm so proud of her.",
  },
  { language: 'en', content: 'To feel at home somewhere.' },
  {
    language: 'es',
    content:
      'Llevo ocho meses mandando currículums. Sé que valgo, solo necesito que alguien me dé una oportunidad. Si trabajáis en recursos humanos y leéis esto: contestad a la gente, aunque sea para decir que no. Estamos haciendo lo que podemos. #empleo',
  },
  {
    language: 'en',
    content: "I want my grandma to see me graduate. She's 91 and she keeps asking when.",
  },
  {
    language: 'es',
    content:
      'Pagarles a mis papás un viaje a Cancún. Nunca han tenido vacaciones en su vida. #familia #viajes',
  },
  { language: 'en', content: 'Get a dog. Name him Pancake. Live happily ever after.' },
  {
    language: 'es',
    content: 'Que la boda de mi hermana salga perfecta y que no llueva, por favor.',
  },
  {
    language: 'en',
    content: 'That refugees everywhere are treated like the humans they are. #refugeeswelcome',
  },
  {
    language: 'es',
    content:
      'Abrir mi propia panadería en el barrio y que huela a pan recién hecho desde la esquina. #sueños',
  },
  { language: 'en', content: 'Understand my teenager. Just a little.' },
  {
    language: 'en',
    content: 'Travel across Canada by train with my best friend. Coast to coast, no rush.',
  },
  {
    language: 'es',
    content:
      'Que mi equipo de fútbol infantil gane al menos un partido esta temporada. Vamos 0-8 y siguen sonriendo. #fútbol',
  },
  {
    language: 'en',
    content:
      "I've been sending out resumes for eight months. I know I'm good at what I do, I just need one person to give me a chance. If you're a hiring manager reading this: be kind to the people in your inbox. We're trying so hard.",
  },
  { language: 'es', content: 'Ganar este sorteo, obvio. 😄' },
  {
    language: 'en',
    content: "I hope there's a cure for ALS in my lifetime. My uncle deserved better. #ALS",
  },
  { language: 'es', content: 'Que el Amazonas siga en pie cuando yo tenga 80. #amazonía #clima' },
  { language: 'en', content: 'To become a firefighter like my dad.' },
  {
    language: 'en',
    content:
      'For every nurse working a double tonight: I hope you get to sit down for five minutes. ❤️',
  },
  {
    language: 'es',
    content:
      'Mi abuela me crió cuando mis padres no pudieron. Ahora tiene 89 años y el corazón cansado. Pido un verano más con ella en el patio, pelando habas y escuchando la radio. Nada más. #familia #abuela',
  },
  { language: 'en', content: 'A warm coat for everyone who needs one this winter.' },
  { language: 'es', content: 'Aprender lengua de señas para hablar con mi sobrino. #inclusión' },
  {
    language: 'en',
    content:
      "Hoping to hear back from the residency programs I applied to. Match Day can't come soon enough! #medstudent",
  },
  {
    language: 'es',
    content:
      'Que mi abuelo no pierda la memoria del todo. Todavía me reconoce y cada día que lo hace es un regalo.',
  },
  {
    language: 'en',
    content:
      "I wish my mom's scans come back clean this time. She's been so brave. #health #family",
  },
  { language: 'es', content: 'Una cura para el cáncer infantil. Nada me parece más urgente.' },
  {
    language: 'en',
    content:
      "I hope my grandpa's memory holds on a little longer. He still remembers my name and I'm grateful for every day that's true.",
  },
  {
    language: 'en',
    content:
      "To get my green card approved so I can finally visit my mom without worrying I won't be let back in.",
  },
  {
    language: 'es',
    content: 'Hacer la Patagonia de punta a punta con mochila. #patagonia #mochilero #viajes',
  },
  { language: 'en', content: "Clean oceans. That's it. That's the wish. 🌊 #oceans" },
  {
    language: 'es',
    content:
      'El año que viene cumplo 70 y nunca he visto el mar. Me crié en un pueblo de Castilla, saqué adelante a cuatro hijos y enterré a mi marido, y el mar siempre se quedaba para después. Pues ya no hay después: este verano voy. 🌊',
  },
  {
    language: 'en',
    content: 'I hope my little sister knows how loved she is. Some days she forgets.',
  },
  {
    language: 'es',
    content:
      'Poder comprarme una compu nueva para la facu. La mía se apaga cuando quiere. #estudiantes',
  },
  { language: 'en', content: 'More libraries, fewer parking lots.' },
  {
    language: 'en',
    content: 'Find the courage to quit my job and go back to painting full time. #art',
  },
  {
    language: 'es',
    content:
      'Que la prótesis de cadera de mi madre salga bien y en primavera vuelva a estar con sus plantas.',
  },
  { language: 'en', content: 'To go a whole year without buying fast fashion. #sustainability' },
  { language: 'es', content: 'Que mi gato deje de subirse a la mesa mientras como. 😂' },
  {
    language: 'en',
    content:
      "I want to pay for my parents' retirement trip to Greece. They've never been on vacation. Not once. #family #travel",
  },
  { language: 'es', content: 'Adoptar un perrito viejito que nadie quiere. #adopta' },
  {
    language: 'en',
    content: 'Get my little online pottery shop to 100 sales. #pottery #smallbusiness',
  },
  { language: 'es', content: 'Adiós al plástico en el mar. #sinplástico' },
  { language: 'en', content: 'Please let it snow on Christmas this year. 🎄' },
  { language: 'en', content: 'Get into nursing school this fall! #nursing #goals' },
  {
    language: 'es',
    content: 'Aprobar la selectividad con nota para entrar en Enfermería. #selectividad',
  },
  {
    language: 'en',
    content: 'Finish writing my novel. Chapter 12 has been "almost done" since 2021.',
  },
  {
    language: 'es',
    content: 'Agua potable en cada pueblo del mundo. No es mucho pedir. #aguaparatodos',
  },
  {
    language: 'en',
    content:
      "I wish that my little town gets its library back. It closed two years ago when the funding ran out, and now the kids hang out in the gas station parking lot because there's nowhere else to go. My grandma was the librarian there for 31 years and it would break her heart. Books, a warm room, a librarian who knows their names. That's not too much to ask. #libraries #smalltown",
  },
  { language: 'es', content: 'Terminar la tesis. Año seis. Mándenme fuerzas. #doctorado' },
  { language: 'en', content: 'Fix the roof before winter.' },
  { language: 'en', content: 'Open a bike repair shop that also serves coffee. #smallbusiness' },
  {
    language: 'es',
    content: 'Que nadie tenga que elegir entre comprar medicinas o pagar el alquiler.',
  },
  {
    language: 'en',
    content: "That my sister's wedding day is sunny and nobody cries except happy tears.",
  },
  {
    language: 'es',
    content:
      'Que las familias que perdieron sus casas en las inundaciones encuentren un techo pronto.',
  },
  {
    language: 'en',
    content: "Publish my first children's book! It's about a shy octopus. 🐙 #amwriting",
  },
  {
    language: 'es',
    content:
      'Que mi cafecito en la calle Bolívar aguante otro invierno. Gracias a todos los que pasan por un cortado. #comerciolocal',
  },
  {
    language: 'en',
    content: 'I want to hike the Appalachian Trail end to end. #hiking #thruhike #bucketlist',
  },
  { language: 'es', content: 'Que la ansiedad me dé un respiro este año.' },
  {
    language: 'en',
    content: "A long, long life for my dog Biscuit. He's 14 and still thinks he's a puppy.",
  },
  { language: 'en', content: 'To be kinder to myself. #selflove' },
  {
    language: 'es',
    content: 'Aprobar las oposiciones de una vez. Llevo tres años estudiando y ya no puedo más.',
  },
  { language: 'en', content: 'To fall in love with someone who laughs at my terrible puns.' },
  { language: 'es', content: 'Que se acabe la guerra y mis primos puedan volver a casa.' },
  { language: 'en', content: 'Peace in the Middle East. Peace everywhere, really.' },
  { language: 'es', content: 'Terminar de pagar el carro antes de fin de año. #finanzas' },
  { language: 'en', content: 'For my son to be accepted by the kids at his new school.' },
];
