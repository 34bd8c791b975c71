// A bundled list of well-known breached passwords (the most common ones in public breach
// corpora). Compared case-insensitively. Real deployments check a breach service; this is local.
const LIST = `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777
121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew
tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese
amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix
mobilemail mom monitor monitoring montana moon moscow password1 password123 passw0rd p@ssw0rd p@ssword welcome welcome1
admin admin123 administrator root toor login abc12345 qwerty123 qwerty1 1q2w3e4r 1q2w3e4r5t 1q2w3e q1w2e3r4 zaq12wsx
secret letmein1 football1 baseball1 iloveyou1 princess1 sunshine1 monkey1 dragon1 master1 shadow1 superman1 michael1
charlie1 jessica1 ashley1 daniel1 hello hello123 hello1 whatever trustme changeme default guest test test123 testing
test1234 temp temp123 demo user user123 internet samsung apple google facebook yahoo microsoft linkedin twitter
asdfasdf asdf1234 asdfghjkl qwer1234 qwerasdf 1qazxsw2 zxcv1234 abcd1234 abcdef abcdefg abcdefgh 123abc a1b2c3 a1b2c3d4
aa123456 123456a 123456q 12345a 1234qwer 123654 147258369 147258 159357 741852963 852456 963852741 789456123 456789
0987654321 987654 321321 123123123 112233445566 11223344 121314 101010 202020 999999 888888 444444 333333 222222
00000000 99999999 88888888 55555555 12341234 11112222 1212 6969 2580 5150 4321 7777 8888 9999 0000 1010 123 1234 12
baseball123 football123 soccer123 hockey123 basketball volleyball tennis golf golfer swimming running fishing hunting
jesus jesus1 god christ angel angel1 angels blessed faith grace heaven trinity lovely loveme lover lovers love123
iloveu iloveyou2 babygirl baby babe honey sweet sweetie sweetheart cutie cute pretty beautiful butterfly flower
flowers rainbow sunflower daisy rose roses cherry banana orange apple123 lemon peaches strawberry chocolate cookie
cookies candy sugar coffee pizza hamburger cheese123 chicken turkey tiger lion eagle eagles falcon hawk wolf bear
bears bulldog dolphin dolphins panther panthers cowboy cowboys raiders steelers packers patriots giants redskins
lakers bulls celtics yankees1 mets rangers arsenal chelsea1 liverpool barcelona realmadrid juventus manchester
united america usa canada mexico london paris berlin madrid tokyo china india brazil newyork california texas florida
boston chicago dallas1 denver houston miami phoenix seattle vegas hawaii summer1 winter spring autumn december
january february march april may june july august september october november monday friday sunday weekend
qwertyu qwertz azerty asdfg zxcvb 1qaz 2wsx 3edc !qaz2wsx !@#$%^&* !@#$%^ 1qaz!qaz qwe123 qweasd qweasdzxc
password! password12 password1234 password01 pass123 pass1234 pass12 passwd passport mypassword newpassword
changeme1 secret1 secret123 letmein123 welcome123 welcome2 admin1 admin12 admin1234 root123 master123 shadow123
michael123 daniel123 ashley123 jordan23 jordan1 michael23 lebron kobe24 mj23 batman1 spiderman ironman hulk thor
starwars1 startrek matrix1 gandalf frodo hobbit merlin wizard magic dragon123 dragons pokemon pikachu naruto
sasuke goku mario zelda sonic minecraft fortnite roblox xbox playstation nintendo gamer gaming game games
computer1 internet1 hacker hackers cyber security secure letmein2 iloveyou! trustno1! 123456! qwerty! monkey!
correcthorsebatterystaple`;

export const BREACHED = new Set(
  LIST.split(/\s+/)
    .filter(Boolean)
    .map((s) => s.toLowerCase()),
);

export const isBreached = (password: string) => BREACHED.has(password.toLowerCase());
