// Home: the consumer session and the B2B member session, each with a Log out button.
(function () {
  var sides = document.querySelectorAll('.side');
  demo.sessionPanel(demo.consumer(), 'consumer', sides[0]);
  demo.sessionPanel(demo.b2b(), 'b2b', sides[1]);
})();
